import { describe, expect, it } from 'vitest';
import { exactQuantities } from '../../../src/engine/core/run.ts';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { compileLegion } from '../../../src/engine/legion/compile.ts';
import { cardIndex } from '../../../src/engine/legion/presets/card-index.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { miniClasses, resolveLoadout } from '../../../src/engine/legion/presets/loadout.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';

// Issue 12 item 6: every unit of the card data resolves, at every range its weapons allow and in
// melee when it has a melee weapon, against a reference defender (Rebel Troopers), exactly.

const index = cardIndex(LEGION_CARDS);

/** The attacks a unit (no upgrades) can make: ranges 1–5 its weapons reach, and melee. */
function attacks(id: string): { attackType: 'ranged' | 'melee'; range?: number }[] {
  const l = resolveLoadout(index, id, []);
  if ('field' in l) throw new Error(`${id}: ${l.message}`);
  const has = (t: 'ranged' | 'melee', r?: number) =>
    miniClasses(l, t, r).some((c) => c.options.length > 0);
  return [
    ...[1, 2, 3, 4, 5]
      .filter((r) => has('ranged', r))
      .map((range) => ({ attackType: 'ranged' as const, range })),
    ...(has('melee') ? [{ attackType: 'melee' as const }] : []),
  ];
}

describe('every unit of the card data as an attacker', () => {
  it('resolves and computes exactly at every range its weapons allow (178 units)', () => {
    let runs = 0;
    const failures: string[] = [];
    for (const u of LEGION_CARDS.units) {
      for (const a of attacks(u.id)) {
        const e = expandPresets(
          {
            v: 1,
            game: 'legion',
            ...a,
            attacker: { unit: u.id },
            defender: { unit: 'Rebel Troopers' },
          },
          LEGION_CARDS,
        );
        const p = e.ok ? parseLegionScenario(e.value) : e;
        if (!p.ok) {
          failures.push(
            `${u.id} ${u.name} ${a.attackType} ${a.range ?? ''}: ${p.error.path}: ${p.error.message}`,
          );
          continue;
        }
        const wounds = exactQuantities(compileLegion(p.value))['wounds'];
        const total = wounds?.pmf.reduce((x, y) => x + y, 0) ?? 0;
        if (Math.abs(total - 1) > 1e-9) failures.push(`${u.id}: wounds PMF sums to ${total}`);
        runs++;
      }
    }
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThan(450);
  });

  it('says which units have no weapon for an attack, rather than guessing one', () => {
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 3,
        attacker: { unit: 'Boba Fett: Infamous Bounty Hunter' },
        defender: { unit: 'Rebel Troopers' },
      },
      LEGION_CARDS,
    );
    expect(e.ok ? 'accepted' : e.error.message).toMatch(
      /has no ranged weapon that reaches range 3$/,
    );
  });
});
