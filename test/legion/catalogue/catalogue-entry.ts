import type { LegionScenario } from '../../../src/engine/legion/scenario.ts';

/** Scenario JSON as a user writes it: any field may be left to its default. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The scenario format v1 (docs/scenario.md), before defaults are filled in. */
export type LegionInput = DeepPartial<LegionScenario> & {
  v: 1;
  game: 'legion';
  attacker: DeepPartial<LegionScenario['attacker']>;
};

/** A named catalogue scenario (the name is the test's). */
export interface CatalogueEntry {
  readonly name: string;
  readonly scenario: LegionInput;
}
