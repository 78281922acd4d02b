import { countWords, diceWords, keywordWords, type LoadoutWords } from '../core/loadout-words.ts';
import type { LegionInput } from './game-rules.ts';
import type { LegionScenario } from './scenario.ts';
import { attackScenario } from './sequence-scenario.ts';

/** A preset as "Stormtroopers with DLT-19 Stormtrooper, Comms Technician". */
function unitWords(p: { unit: string; upgrades: readonly string[] }): string {
  return p.upgrades.length > 0 ? `${p.unit} with ${p.upgrades.join(', ')}` : p.unit;
}

/** A ranged attack's range, as words (none given: none said). */
const rangeWords = (s: LegionScenario): string[] =>
  s.attackType === 'ranged' && s.range !== undefined ? [`range ${s.range}`] : [];

/** The attacking side of one attack: its unit, or its dice; then melee and its tokens. */
function attackerWords(s: LegionScenario): string {
  const a = s.attacker;
  // A unit's keywords are its card's; dice say theirs.
  const rolled =
    a.preset !== undefined
      ? unitWords(a.preset)
      : [
          diceWords(a.dice) ?? 'no dice',
          ...(a.surge === 'none' ? [] : [`surge to ${a.surge}`]),
          ...keywordWords(a.keywords),
        ].join(', ');
  const extra = [...(s.attackType === 'ranged' ? [] : [s.attackType]), ...countWords(a.tokens)];
  return extra.length > 0 ? `${rolled} (${extra.join(', ')})` : rolled;
}

/**
 * A Legion loadout in words: the attacking unit (or dice) and its tokens, then the target, the
 * range, cover and the target's tokens. A sequence names each attack in order.
 */
export function legionWords(s: LegionInput): LoadoutWords {
  const d = s.defender;
  // A sequence's attacks each have their range; one attack's range goes with its target.
  const attacker =
    'attacks' in s
      ? s.attacks
          .map((a, i) => {
            const one = attackScenario(s, a);
            const words = [attackerWords(one), ...rangeWords(one)].join(', ');
            return `attack ${i + 1}: ${words}${a.repeat > 1 ? ` (×${a.repeat})` : ''}`;
          })
          .join('; ')
      : attackerWords(s);
  const who =
    d.preset !== undefined
      ? unitWords(d.preset)
      : [
          `${d.die} defence die`,
          ...(d.surge === 'block' ? ['surge to block'] : []),
          ...keywordWords(d.keywords),
        ].join(', ');
  const range = 'attacks' in s ? [] : rangeWords(s);
  const cover = d.cover === 'none' ? [] : [`${d.cover} cover`];
  const health =
    d.preset === undefined && d.minis !== null && d.woundThreshold !== null
      ? [`${d.minis} miniatures of ${d.woundThreshold} wound${d.woundThreshold === 1 ? '' : 's'}`]
      : [];
  const taken = d.woundsTaken > 0 ? [`${d.woundsTaken} wounds taken`] : [];
  return {
    attacker,
    target: [who, ...health, ...taken, ...range, ...cover, ...countWords(d.tokens)].join(', '),
  };
}
