import type { LoadoutWords } from '../core/loadout-words.ts';
import type { SwmScenario } from './scenario.ts';

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** A Star Wars Miniatures turn in words: Attack, Damage and attacks, then Defense, HP, cover. */
export function swmWords(s: SwmScenario): LoadoutWords {
  const a = s.attacker;
  const d = s.defender;
  const attacks = a.attacks > 1 ? [`${a.attacks} attacks`] : [];
  return {
    attacker: [`Attack ${signed(a.attack)}`, `Damage ${a.damage}`, ...attacks].join(', '),
    target: [
      `Defense ${d.defense}`,
      `${d.hp} HP`,
      ...(d.cover ? ['cover'] : []),
      ...(d.damageReduction > 0 ? [`Damage Reduction ${d.damageReduction}`] : []),
    ].join(', '),
  };
}
