import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import {
  evaluateExact,
  expandPresets,
  parseAnyScenario,
  type AttackResult,
  type LegionInput,
  type LegionScenario,
  type LegionSequence,
} from '../../src/engine/engines.ts';
import { starterScenario } from '../../src/lib/editors/legion/legion-defaults.ts';
import {
  attacksOf,
  attackWith,
  withAddedAttack,
  withAttack,
} from '../../src/lib/editors/legion/legion-sequence.ts';

// "Add attack" from anywhere (issue 13 item 5: "builds a sequence from the current loadout, a
// pin or a preset"): the next attack takes any attacker — a pinned loadout's, a unit preset's.

function parsed(input: unknown): LegionInput {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as LegionInput;
}
function exact(input: unknown): AttackResult {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return evaluateExact(r.value);
}

/** A pinned loadout: an Aim squad (1 red, 6 white, Aim) at an unprotected unit, melee range 1. */
function aimSquad(): LegionScenario {
  return parsed({
    v: 1,
    game: 'legion',
    attackType: 'ranged',
    range: 2,
    attacker: { dice: { red: 1, white: 6 }, surge: 'hit', tokens: { aim: 1 } },
    defender: { die: 'red', surge: 'block' },
    policy: { reroll: 'crit-fishing' },
  }) as LegionScenario;
}

/** The loadout being built: the starter attack at a 4-miniature courage-1 unit in light cover. */
function current(): LegionScenario {
  const s = starterScenario();
  s.defender.cover = 'light';
  s.defender.courage = 1;
  s.defender.minis = 4;
  s.defender.woundThreshold = 1;
  return parsed(s) as LegionScenario;
}

describe('the next attack from a pinned loadout', () => {
  it("takes the pin's attacker, attack type, range and decisions, not its defender", () => {
    const pin = aimSquad();
    const [a] = attacksOf(pin);
    expect(attacksOf(pin)).toHaveLength(1);
    const seq = withAttack(current(), a ?? attacksOf(pin)[0]!);
    expect(seq.attacks).toHaveLength(2);
    expect(seq.attacks[1]).toEqual({
      attackType: 'ranged',
      range: 2,
      attacker: pin.attacker,
      policy: pin.policy,
      repeat: 1,
    });
    expect(seq.defender).toEqual(current().defender);
    expect(seq.attacks[0]?.attacker).toEqual(current().attacker);
    expect(parsed(seq)).toEqual(seq);
  });

  it('copies: editing the new attack leaves the pin as it was', () => {
    const pin = aimSquad();
    const seq = withAttack(current(), attacksOf(pin)[0]!);
    const added = seq.attacks[1];
    if (!added) throw new Error('two attacks');
    added.attacker.dice.red = 3;
    added.policy.reroll = 'conservative';
    expect(pin.attacker.dice.red).toBe(1);
    expect(pin.policy.reroll).toBe('crit-fishing');
  });

  it('a pinned sequence offers each of its attacks once, repeats not carried', () => {
    const pinned = withAddedAttack(aimSquad(), 0);
    const second = pinned.attacks[1];
    if (!second) throw new Error('two attacks');
    second.attackType = 'melee';
    second.repeat = 3;
    const offered = attacksOf(parsed(pinned));
    expect(offered.map((a) => [a.attackType, a.repeat])).toEqual([
      ['ranged', 1],
      ['melee', 1],
    ]);
    // Added to a sequence, at the end.
    const seq = withAttack(withAddedAttack(current(), 0), offered[1]!);
    expect(seq.attacks.map((a) => a.attackType)).toEqual(['ranged', 'ranged', 'melee']);
  });

  it('the answer is the two attacks one after the other', () => {
    // The first attack's suppression improves the courage-1 unit's light cover (AMG 2025
    // Core Rulebook, Suppression): which attack comes first changes P(defeated).
    const pin = aimSquad();
    const first = withAttack(current(), attacksOf(pin)[0]!);
    const last: LegionSequence = { ...first, attacks: [...first.attacks].reverse() };
    const a = exact(first);
    const b = exact(last);
    expect(a['sequence']).toHaveLength(2);
    expect((a['unitDefeated'] as { mean: number }).mean).toBeGreaterThan(0);
    expect((a['unitDefeated'] as { mean: number }).mean).not.toBeCloseTo(
      (b['unitDefeated'] as { mean: number }).mean,
      6,
    );
  });
});

describe('the next attack from a unit preset', () => {
  it('takes an expanded preset attacker (weapons and preset record) as it is', () => {
    const e = expandPresets(
      {
        v: 1,
        game: 'legion',
        range: 3,
        attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: { unit: 'Rebel Troopers' },
      },
      LEGION_CARDS,
    );
    if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
    const preset = parsed(e.value) as LegionScenario;
    expect(preset.attacker.weapons?.length).toBeGreaterThan(0);
    expect(preset.attacker.preset?.unit).toBe('Stormtroopers');
    const now = current();
    const seq = withAttack(now, attackWith(preset.attacker, { ...preset }));
    expect(seq.attacks[1]?.attacker).toEqual(preset.attacker);
    expect(seq.attacks[1]?.range).toBe(3);
    const back = parsed(seq) as LegionSequence;
    expect(back.attacks[1]?.attacker.weapons).toEqual(preset.attacker.weapons);
    // Its wounds in the sequence's first step are the preset's own against this defender.
    const alone = exact({ ...now, attacker: preset.attacker, range: 3 });
    const inSeq = exact({ ...seq, attacks: [seq.attacks[1]] });
    expect((inSeq['wounds'] as { mean: number }).mean).toBeCloseTo(
      (alone['wounds'] as { mean: number }).mean,
      12,
    );
  });
});
