import { describe, expect, it } from 'vitest';
import {
  parseAnyScenario,
  type LegionInput,
  type LegionSequence,
} from '../../src/engine/engines.ts';
import { effectiveSequence, sparseSequence } from '../../src/app/games/legion/sequence.ts';
import { starterScenario } from '../../src/lib/editors/legion/legion-defaults.ts';
import {
  isSequence,
  liveAttack,
  withAddedAttack,
  withMovedAttack,
  withoutAttack,
} from '../../src/lib/editors/legion/legion-sequence.ts';

function parsed(input: unknown): LegionInput {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as LegionInput;
}

/** A sequence of the starter attack, then a Melee attack with a red die more. */
function twoAttacks(): LegionSequence {
  const seq = withAddedAttack(starterScenario(), 0);
  const second = seq.attacks[1];
  if (!second) throw new Error('two attacks');
  second.attackType = 'melee';
  second.attacker.dice.red += 1;
  return seq;
}

describe('building a sequence in the editors', () => {
  it('"Add attack" turns one attack into two copies sharing its defender', () => {
    const seq = withAddedAttack(starterScenario(), 0);
    expect(seq.attacks).toHaveLength(2);
    expect(seq.attacks[1]).toEqual(seq.attacks[0]);
    expect(seq.attacks[1]).not.toBe(seq.attacks[0]);
    expect(seq.defender).toEqual(starterScenario().defender);
    expect(parsed(seq)).toEqual(seq);
  });

  it('reorders, removes, and falls back to a single attack', () => {
    const seq = twoAttacks();
    const moved = withMovedAttack(seq, 1, -1);
    expect(moved.attacks.map((a) => a.attackType)).toEqual(['melee', 'ranged']);
    expect(withMovedAttack(seq, 0, -1).attacks).toEqual(seq.attacks);
    const single = withoutAttack(seq, 0);
    expect(isSequence(single)).toBe(false);
    expect(single).toMatchObject({ attackType: 'melee', defender: seq.defender });
    const three = withAddedAttack(seq, 1);
    expect(isSequence(withoutAttack(three, 2))).toBe(true);
  });

  it('edits the selected attack in place and the shared fields on the sequence', () => {
    const seq = twoAttacks();
    let i = 1;
    const view = liveAttack(seq, () => i);
    view.attackType = 'ranged';
    view.attacker.dice.black = 2;
    view.edition = 'ffg-1.0';
    view.defender.cover = 'heavy';
    expect(seq.attacks[1]?.attackType).toBe('ranged');
    expect(seq.attacks[1]?.attacker.dice.black).toBe(2);
    expect(seq.attacks[0]?.attacker.dice.black).toBe(0);
    expect(seq.edition).toBe('ffg-1.0');
    expect(seq.defender.cover).toBe('heavy');
    i = 0;
    expect(view.attacker.dice.black).toBe(0);
  });

  it("shows and writes the sequence's goal (best play aims for it), its default too", () => {
    const seq = twoAttacks();
    const view = liveAttack(seq, () => 1);
    seq.defender.minis = 2;
    seq.defender.woundThreshold = 1;
    expect(view.objective).toBe('kill');
    view.objective = undefined; // the goal selector's "Most wounds on average"
    expect(seq.objective).toBe('mean');
    expect(view.objective).toBe('mean');
    view.objective = 'kill';
    expect(seq.objective).toBeUndefined();
    view.objective = 'atLeast:2';
    expect(seq.objective).toBe('atLeast:2');
    seq.defender.minis = null;
    seq.defender.woundThreshold = null;
    delete seq.objective;
    expect(view.objective).toBe('mean');
  });

  it('links: the sparse sequence parses back to the same sequence', () => {
    const seq = twoAttacks();
    seq.attacks[0] = { ...(seq.attacks[0] as LegionSequence['attacks'][number]), repeat: 3 };
    const sparse = sparseSequence(seq);
    expect(parsed(sparse)).toEqual(seq);
    expect(JSON.stringify(sparse).length).toBeLessThan(JSON.stringify(seq).length / 3);
  });

  it('effective: a defender control shown for any attack counts; hidden ones per attack do not', () => {
    const seq = twoAttacks();
    seq.defender.keywords.djemSoMastery = true; // shown for the Melee attack only
    seq.defender.cover = 'light'; // shown for the Ranged attack only
    const e = effectiveSequence(seq);
    expect(e.defender.keywords.djemSoMastery).toBe(true);
    expect(e.defender.cover).toBe('light');
    const allMelee = withMovedAttack(
      withoutAttack(withAddedAttack(seq, 1), 0) as LegionSequence,
      0,
      0,
    );
    expect(effectiveSequence(allMelee).defender.cover).toBe('none');
  });
});
