import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { expandPresets, presetMemo } from '../../../src/engine/legion/presets/expand-presets.ts';
import {
  factionSides,
  matchupBatch,
  matchupCell,
  matchupScenario,
  MatchupSolver,
  type MatchupCell,
  type MatchupConditions,
  type MatchupSide,
} from '../../../src/engine/engines.ts';

// Issue 14 "done when": a grid's cells, computed by one MatchupSolver that remembers attacks
// and weapon-choice scores across cells, are each exactly the single scenario's answer
// (matchupCell, computed afresh), whatever the order the cells come in.

const all = factionSides(LEGION_CARDS, 'all');
const side = (unit: string, upgrades: string[] = []): MatchupSide => ({
  label: unit,
  side: upgrades.length > 0 ? { unit, upgrades } : { unit },
});

/** Units whose rules take the less common paths of a preset's expansion. */
const EDGE: MatchupSide[] = [
  side('Stormtroopers', ['DLT-19 Stormtrooper', 'Stormtrooper']), // two weapons, a choice
  side('Imperial Death Troopers', ['DLT-19D Trooper']),
  side('Hondo Ohnaka: Trustworthy Compatriot'), // Arsenal 2, Uncanny Luck
  side('T-47 Airspeeder'), // Arsenal, a vehicle, Cover X
  side("Darth Vader: The Emperor's Apprentice"), // Jedi Hunter
  side('Droidekas'), // Shielded, Unconcerned
  side('Aqua Droids'), // Unconcerned
  side('Chewbacca: Walking Carpet'), // Guardian
  side('Mandalorian Warriors'), // Impervious
  side('Jedi Knight: Keeper of the Peace'), // Deflect, Immune: Pierce
  side('The Bad Batch'), // no miniatures before upgrades
  side('Id'), // Han & Chewie: unreleased, no wound threshold yet
  side('Boba Fett: Infamous Bounty Hunter'), // no ranged weapon at range 3
];

const SAMPLE = [...all.filter((_, i) => i % 11 === 0), ...EDGE];

const fresh = (a: MatchupSide, d: MatchupSide, c: MatchupConditions): MatchupCell =>
  matchupCell(matchupScenario(a, d, c, LEGION_CARDS), LEGION_CARDS);

const noTime = (c: MatchupCell | undefined): unknown => {
  if (!c?.ok) return c;
  const { elapsedMs, ...rest } = c.result;
  void elapsedMs;
  return rest;
};

function checkGrid(conditions: MatchupConditions, order: 'forward' | 'reverse'): number {
  const cells = SAMPLE.flatMap((_, i) => SAMPLE.map((_, j) => [i, j] as const));
  if (order === 'reverse') cells.reverse();
  const solver = new MatchupSolver(LEGION_CARDS);
  // In batches, as a worker gets them, so the memos carry from one batch to the next.
  const got: MatchupCell[] = [];
  for (let k = 0; k < cells.length; k += 37)
    got.push(
      ...matchupBatch(
        { attackers: SAMPLE, defenders: SAMPLE, conditions, cells: cells.slice(k, k + 37) },
        LEGION_CARDS,
        solver,
      ),
    );
  let computed = 0;
  cells.forEach(([i, j], k) => {
    const want = fresh(SAMPLE[i] as MatchupSide, SAMPLE[j] as MatchupSide, conditions);
    expect(noTime(got[k]), `${SAMPLE[i]?.label} vs ${SAMPLE[j]?.label}`).toEqual(noTime(want));
    if (want.ok) computed++;
  });
  return computed;
}

describe('MatchupSolver: every cell equals the single scenario', () => {
  it('range 3, no cover, no tokens (the issue’s grid), a sample of units and the edge units', () => {
    expect(checkGrid({ range: 3 }, 'forward')).toBeGreaterThan(300);
  }, 300_000);

  it('range 2, heavy cover, tokens on both sides, cells in reverse order', () => {
    const conditions: MatchupConditions = {
      range: 2,
      cover: 'heavy',
      attackerTokens: { aim: 1, surge: 1 },
      defenderTokens: { dodge: 1, surge: 1 },
    };
    expect(checkGrid(conditions, 'reverse')).toBeGreaterThan(300);
  }, 300_000);

  it('melee, ffg-1.0 rules', () => {
    expect(checkGrid({ attackType: 'melee', edition: 'ffg-1.0' }, 'forward')).toBeGreaterThan(100);
  }, 300_000);

  it('a weapon choice that depends on the defender is made for each defender', () => {
    // At range 1 Stormtroopers with Fragmentation Grenades throw them at Ahsoka Tano but fire
    // their E-11s at an AT-ST: the choice's scores must not carry from one to the other.
    const a = side('Stormtroopers', ['Fragmentation Grenades']);
    const solver = new MatchupSolver(LEGION_CARDS);
    const weapons = (d: MatchupSide, cell: (s: unknown) => MatchupCell) => {
      const c = cell(matchupScenario(a, d, { range: 1 }, LEGION_CARDS));
      return c.ok ? noTime(c) : c;
    };
    const ahsoka = side('Ahsoka Tano: Padawan Commander');
    const atst = side('AT-ST');
    for (const d of [ahsoka, atst, ahsoka])
      expect(weapons(d, (s) => solver.cell(s))).toEqual(
        weapons(d, (s) => matchupCell(s, LEGION_CARDS)),
      );
    const withMini = (d: MatchupSide) => {
      const e = expandPresets(
        matchupScenario(a, d, { range: 1 }, LEGION_CARDS),
        LEGION_CARDS,
        presetMemo(),
      );
      return e.ok ? (e.value as { attacker: { weapons: { name: string }[] } }).attacker.weapons : e;
    };
    expect(withMini(ahsoka)).toMatchObject([{ name: 'Frag Grenade' }]);
    expect(withMini(atst)).toMatchObject([{ name: 'E-11 Blaster Rifle' }]);
  });

  it('cells that share an attack share its numbers but keep their own points', () => {
    const solver = new MatchupSolver(LEGION_CARDS);
    const a = side('Stormtroopers');
    // Clone Trooper Infantry (56 points) and Imperial Special Forces (54) defend alike.
    const clones = side('Clone Trooper Infantry');
    const isf = side('Imperial Special Forces');
    const first = solver.cell(matchupScenario(a, clones, { range: 3 }));
    const second = solver.cell(matchupScenario(a, isf, { range: 3 }));
    if (!first.ok || !second.ok) throw new Error('expected both cells to compute');
    expect(second.result.wounds).toEqual(first.result.wounds);
    expect(second.result['points']).not.toEqual(first.result['points']);
    expect(noTime(second)).toEqual(noTime(fresh(a, isf, { range: 3 })));
  });
});

describe('what a grid’s cells share is worked out once', () => {
  const expand = (a: MatchupSide, d: MatchupSide, memo?: ReturnType<typeof presetMemo>) =>
    expandPresets(matchupScenario(a, d, { range: 3 }, LEGION_CARDS), LEGION_CARDS, memo);
  const defenders = ['Stormtroopers', 'AT-ST', 'Clone Trooper Infantry'].map((u) => side(u));

  it('a row with no weapon for the range names the upgrades once, the same line each cell', () => {
    const boba = side('Boba Fett: Infamous Bounty Hunter');
    const memo = presetMemo();
    for (const d of defenders) expect(expand(boba, d, memo)).toEqual(expand(boba, d));
    expect(memo.hints.size).toBe(1);
  });

  it('cells with one attack between them parse its scenario once', () => {
    const memo = presetMemo();
    const a = side('Stormtroopers');
    // Clone Trooper Infantry and Imperial Special Forces defend alike (names and points apart).
    for (const d of [side('Clone Trooper Infantry'), side('Imperial Special Forces')])
      expect(expand(a, d, memo)).toEqual(expand(a, d));
    expect(memo.parsed.size).toBe(1);
  });
});
