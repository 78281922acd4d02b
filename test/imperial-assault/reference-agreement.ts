import { expect } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { DEFAULT_MEMO_BUDGET, MemoBudget } from '../../src/engine/imperial-assault/memo-budget.ts';
import type { IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import { ReferenceRerollSearch } from './reroll-search-reference.ts';

/**
 * Expects every exact PMF of `sc` to equal, to 1e-12, the reference: the generic executor over
 * every step with the reroll search the engine replaced (IA Rules Reference Guide, Attacks, step 3).
 */
export function expectReferencePmfs(sc: IaScenario): void {
  const reference = compileIa(
    sc,
    new MemoBudget(DEFAULT_MEMO_BUDGET),
    (ctx, steps, budget) => new ReferenceRerollSearch(ctx, steps, budget),
  );
  const { exact: byRoll, ...generic } = reference;
  expect(byRoll).toBeDefined();
  const want = runExact(generic);
  const got = runExact(compileIa(sc));
  reference.observables.forEach((o, i) => {
    const w = want[i] as Float64Array;
    const g = got[i] as Float64Array;
    expect(g.length, o.name).toBe(w.length);
    for (let k = 0; k < w.length; k++)
      expect(Math.abs((g[k] as number) - (w[k] as number)), `${o.name}[${k}]`).toBeLessThan(1e-12);
  });
}
