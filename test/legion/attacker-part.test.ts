import { describe, expect, it } from 'vitest';
import { clearSharedFrontiers, frontierFrom, runExact } from '../../src/engine/core/exact.ts';
import type { Program, Step } from '../../src/engine/core/program.ts';
import { ATTACK_STEPS } from '../../src/engine/legion/attack-steps.ts';
import { DEFENDER_ONLY } from '../../src/engine/legion/attacker-part.ts';
import { activeKeywords, buildContext, compileLegion } from '../../src/engine/legion/compile.ts';
import type { AttackContext } from '../../src/engine/legion/context.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';
import { CATALOGUE, type LegionInput } from './catalogue.ts';

const parse = (input: LegionInput): LegionScenario | null => {
  const p = parseLegionScenario(input);
  return p.ok ? p.value : null;
};

/** The program as the exact executor ran it before frontiers were shared. */
const unshared = (p: Program): Program => {
  const { shared, ...rest } = p;
  void shared;
  return rest;
};

/**
 * Each catalogue attacker against its own defender and the defenders (with their guardians) of
 * the next few entries of its edition and attack type: every defender keyword of the catalogue
 * meets several attackers, and each attacker several defenders, in one run that shares
 * frontiers across them.
 */
type Dice = { red?: number; black?: number; white?: number };
/** At most one die of each colour: the keywords as they are, the pool small (tests stay cheap). */
const fewer = (d: Dice): Dice =>
  Object.fromEntries(Object.entries(d).map(([c, n]) => [c, Math.min(n, 1)]));
const smallPool = (s: LegionInput): LegionInput => {
  const a = s.attacker;
  return {
    ...s,
    attacker: {
      ...a,
      ...(a.dice ? { dice: fewer(a.dice) } : {}),
      ...(a.weapons
        ? { weapons: a.weapons.map((w) => (w.dice ? { ...w, dice: fewer(w.dice) } : w)) }
        : {}),
    },
  };
};

function crossCells(): { name: string; scenario: LegionScenario }[] {
  const groups = new Map<string, LegionInput[]>();
  for (const e of CATALOGUE) {
    const s = smallPool(e.scenario);
    const g = `${s.edition ?? 'amg-2025'} ${s.attackType ?? 'ranged'}`;
    groups.set(g, [...(groups.get(g) ?? []), s]);
  }
  const cells: { name: string; scenario: LegionScenario }[] = [];
  for (const [g, list] of groups)
    list.forEach((a, i) => {
      for (let d = 0; d <= Math.min(2, list.length - 1); d++) {
        const def = list[(i + d) % list.length] as LegionInput;
        const s = parse({ ...a, defender: def.defender ?? {}, guardians: def.guardians ?? [] });
        if (s) cells.push({ name: `${g} ${i} vs ${(i + d) % list.length}`, scenario: s });
      }
    });
  return cells;
}

describe('the attacker part shared across defenders (exact executor)', () => {
  it('gives every cell exactly the unshared PMFs, with frontiers shared between them', () => {
    clearSharedFrontiers();
    const cells = crossCells();
    expect(cells.length).toBeGreaterThan(240);
    const keys = new Set<string>();
    let reused = 0;
    for (const { name, scenario } of cells) {
      const program = compileLegion(scenario);
      const key = program.shared && `${program.shared.until} ${program.shared.key}`;
      if (key && keys.has(key)) reused++;
      if (key) keys.add(key);
      expect(runExact(program), name).toEqual(runExact(unshared(program)));
    }
    // Many cells reuse a frontier an earlier defender of the same attacker left (87 of 260).
    expect(reused).toBeGreaterThan(cells.length / 4);
  });

  it('splits after the attack dice: rerolls shared, cover and the defense dice not', () => {
    const s = parse({
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 2, white: 2 }, tokens: { aim: 1 } },
      defender: { cover: 'light', tokens: { dodge: 1 } },
    });
    const program = compileLegion(s as LegionScenario);
    const until = program.shared?.until ?? 0;
    const names = program.steps.map((st) => st.name);
    expect(until).toBeGreaterThan(names.indexOf('reroll with an Aim token'));
    expect(until).toBeLessThanOrEqual(names.findIndex((n) => /cover/i.test(n)));
  });
});

/**
 * A context that notes every read of the defender's side of the scenario and of the fields
 * that describe only the defender (DEFENDER_ONLY), by the operations that say they read none.
 */
function watched(ctx: AttackContext, reads: Set<string>): AttackContext {
  const scenario = new Proxy(ctx.scenario, {
    get(t, k, r) {
      if (k === 'defender' || k === 'guardians') reads.add(`scenario.${String(k)}`);
      return Reflect.get(t, k, r) as unknown;
    },
  });
  return new Proxy(ctx, {
    get(t, k, r) {
      if (k === 'scenario') return scenario;
      if (typeof k === 'string' && DEFENDER_ONLY[k as keyof AttackContext] && k !== 'bestPlay')
        reads.add(k);
      return Reflect.get(t, k, r) as unknown;
    },
  });
}

describe('operations that say they read no defender', () => {
  it.each(CATALOGUE.map((e) => [e.name, e.scenario] as const))('%s', (_name, input) => {
    const s = parse(input);
    if (!s) throw new Error('catalogue scenario does not parse');
    const reads = new Set<string>();
    const ctx = watched(buildContext(s), reads);
    const steps: Step[] = [];
    for (const step of ATTACK_STEPS) {
      if (step.readsDefender) continue;
      steps.push(...step.build(ctx).map((op) => op.step));
      for (const { k, x } of activeKeywords(s))
        for (const h of k.hooks ?? [])
          if (h.step === step.id && h.readsDefender === false) steps.push(...h.make(ctx, x));
    }
    // Their runs read the context too: run them on every state they can meet.
    frontierFrom(steps, 0, steps.length, compileLegion(s).init);
    expect([...reads]).toEqual([]);
  });
});
