import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { expandPresets, parseLegionScenario, type LegionInput } from '../../../src/engine/index.ts';
import { addedChips } from '../../../src/lib/picker/added-chips.ts';
import { withAttack, attacksOf } from '../../../src/lib/editors/legion/legion-sequence.ts';

// What the player sets on top of unit presets shows beside the headline: the answer depends on
// it though no card gives it.

function loadout(fields: Record<string, unknown>) {
  const e = expandPresets({ v: 1, game: 'legion', range: 3, ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(e.error.message);
  const p = parseLegionScenario(e.value);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}
const texts = (s: LegionInput) => addedChips(s).map((c) => c.text);

describe('addedChips', () => {
  it('is empty for units as their cards give them (a Shielded unit’s Shield tokens too)', () => {
    expect(
      texts(loadout({ attacker: { unit: 'Stormtroopers' }, defender: { unit: 'Rebel Troopers' } })),
    ).toEqual([]);
  });

  it('names each token, condition, cover and wounds the player added', () => {
    const s = loadout({
      attacker: { unit: 'Stormtroopers', tokens: { aim: 1, surge: 2 }, moved: true },
      defender: {
        unit: 'Rebel Troopers',
        cover: 'light',
        woundsTaken: 1,
        tokens: { dodge: 1, suppression: 2 },
      },
    });
    expect(texts(s)).toEqual([
      '+ Aim 1',
      '+ Surge 2',
      '+ Moved',
      '+ Defender dodge 1',
      '+ Suppression 2',
      '+ Light cover',
      '+ 1 wound taken',
    ]);
    expect(addedChips(s)[0]?.title).toBe('The attacking unit has 1 Aim token');
  });

  it('leaves out sides given as dice, and names the attack in a sequence', () => {
    const s = loadout({ attacker: { unit: 'Stormtroopers', tokens: { aim: 1 } } });
    s.defender.tokens.dodge = 1;
    expect(texts(s)).toEqual(['+ Aim 1']);
    const seq = withAttack(s, attacksOf(s)[0]!);
    const second = seq.attacks[1];
    if (!second) throw new Error('no second attack');
    second.attacker.tokens.aim = 2;
    expect(texts(seq)).toEqual(['+ Aim 1 (attack 1)', '+ Aim 2 (attack 2)']);
  });
});
