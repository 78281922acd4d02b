import { AMG_MELEE } from './catalogue/amg-melee.ts';
import { AMG_RANGED_KEYWORDS } from './catalogue/amg-ranged-keywords.ts';
import { AMG_RANGED } from './catalogue/amg-ranged.ts';
import type { CatalogueEntry } from './catalogue/catalogue-entry.ts';
import { FFG } from './catalogue/ffg.ts';

export type { CatalogueEntry, DeepPartial, LegionInput } from './catalogue/catalogue-entry.ts';

/**
 * The scenario catalogue (docs/testing.md "Testing, in layers" 2): varied, valid Legion attacks over
 * both editions, Ranged and Melee, every keyword of the schema (attacker, defender, guardian) at
 * least twice where it changes the result, every token, cover value, defense die, unit profile
 * shape, guardian shape and every policy value. Pools stay at ten dice or fewer, Spray
 * included, so the exact executor answers in milliseconds (exact-vs-mc.test.ts checks all of
 * this).
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...AMG_RANGED,
  ...AMG_RANGED_KEYWORDS,
  ...AMG_MELEE,
  ...FFG,
];
