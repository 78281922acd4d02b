import { diceWords, type LoadoutWords } from '../core/loadout-words.ts';
import type { IaScenario } from './scenario.ts';

/** Conditions set on a side, as words. */
const flags = (side: { focused?: boolean; hidden: boolean; weakened: boolean }): string[] =>
  (['focused', 'hidden', 'weakened'] as const).flatMap((c) => (side[c] ? [c] : []));

/** An Imperial Assault attack in words: its dice and conditions, then the target's, distance. */
export function iaWords(s: IaScenario): LoadoutWords {
  const a = s.attacker;
  const d = s.defender;
  const abilities = a.surgeAbilities.length;
  return {
    attacker: [
      ...(a.preset ? [a.preset.name] : []),
      diceWords(a.dice) ?? 'no dice',
      ...(abilities > 0 ? [`${abilities} surge abilit${abilities === 1 ? 'y' : 'ies'}`] : []),
      ...(a.rerolls > 0 ? [`${a.rerolls} reroll${a.rerolls === 1 ? '' : 's'}`] : []),
      ...flags(a),
    ].join(', '),
    target: [
      ...(d.preset ? [d.preset.name] : []),
      diceWords(d.dice) ?? 'no defence dice',
      ...(d.health !== null ? [`${d.health} health`] : []),
      s.attackType === 'ranged' && s.distance !== null ? `distance ${s.distance}` : s.attackType,
      ...flags(d),
    ].join(', '),
  };
}
