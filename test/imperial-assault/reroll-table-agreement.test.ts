import { describe, expect, it } from 'vitest';
import { iaContext } from '../../src/engine/imperial-assault/context.ts';
import { parseIaScenario, type IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import { expectReferencePmfs } from './reference-agreement.ts';

// IA Rules Reference Guide, Attacks, step 3: the engine's reroll table must play exactly as the search it replaced
// (reroll-search-reference.ts): same dice rerolled in the same order, attacker then defender, same
// tie-breaks — so every exact PMF is the same to 1e-12. Every pool of at most 5 dice (attack and
// defense together, at least one attack die) with every split of 0–2 rerolls a side is compared;
// the pools cycle through three attacks so surges, pierce, accuracy, blast and modifiers all count.

const SETUPS: readonly Record<string, unknown>[] = [
  {
    attackType: 'ranged',
    distance: 4,
    attacker: {
      surgeAbilities: [
        { cost: 1, damage: 2 },
        { cost: 1, pierce: 2 },
        { cost: 2, accuracy: 3 },
      ],
    },
    defender: {},
  },
  {
    attackType: 'melee',
    attacker: {
      modifiers: { damage: 1, surge: -1 },
      surgeAbilities: [
        { cost: 1, blast: 1, conditions: ['stun'] },
        { cost: 1, damage: 1 },
      ],
    },
    defender: { modifiers: { block: 1 } },
  },
  {
    attackType: 'ranged',
    distance: 6,
    attacker: {
      modifiers: { accuracy: 1, pierce: 1 },
      surgeAbilities: [
        { cost: 1, accuracy: 2 },
        { cost: 2, damage: 3 },
        { cost: 1, cleave: 1 },
      ],
    },
    defender: { modifiers: { evade: 1 } },
  },
];

const ATTACK = ['red', 'blue', 'green', 'yellow'] as const;

/** Every way to put n dice into k colours, as counts. */
function splits(n: number, k: number): number[][] {
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--)
    for (const rest of splits(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

interface Pool {
  readonly name: string;
  readonly scenario: IaScenario;
}

function pools(): Pool[] {
  const out: Pool[] = [];
  let setup = 0;
  for (let attack = 1; attack <= 5; attack++)
    for (let defense = 0; attack + defense <= 5 && defense <= 4; defense++)
      for (const a of splits(attack, 4))
        for (const d of splits(defense, 2)) {
          const base = SETUPS[setup++ % SETUPS.length] as {
            attacker: Record<string, unknown>;
            defender: Record<string, unknown>;
          };
          for (let rA = 0; rA <= Math.min(2, attack); rA++)
            for (let rD = 0; rD <= Math.min(2, defense); rD++) {
              if (rA + rD === 0) continue;
              const dice = Object.fromEntries(ATTACK.map((c, i) => [c, a[i] ?? 0]));
              const parsed = parseIaScenario({
                v: 1,
                game: 'imperial-assault',
                ...base,
                attacker: { ...base.attacker, dice, rerolls: rA },
                defender: {
                  ...base.defender,
                  dice: { black: d[0] ?? 0, white: d[1] ?? 0 },
                  rerolls: rD,
                },
              });
              if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
              const name = `${a.join('')}+${d.join('')} ${rA}/${rD}`;
              out.push({ name, scenario: parsed.value });
            }
        }
  return out;
}

const POOLS = pools();

describe('reroll table = the search it replaced, every pool up to 5 dice (IA Rules Reference Guide, Attacks, step 3)', () => {
  it('covers every pool and reroll split', () => {
    // 441 pools of 1–5 dice; each with its 0–2 reroll splits other than 0/0.
    expect(new Set(POOLS.map((p) => p.name.split(' ')[0])).size).toBe(441);
    expect(POOLS.length).toBeGreaterThan(2000);
    expect(POOLS.every((p) => iaContext(p.scenario).attackerRerolls <= 2)).toBe(true);
  });

  it.each(POOLS.map((p) => [p.name, p] as const))('%s', (_name, p) => {
    expectReferencePmfs(p.scenario);
  });
});
