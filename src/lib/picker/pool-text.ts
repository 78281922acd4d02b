import { formAttackPool, type LegionScenario } from '../../engine/index.ts';
import { ATTACKER } from '../editors/legion/keyword-help.ts';

const COLOURS = ['red', 'black', 'white'] as const;

/** Dice as players say them: "2 red + 3 white". */
export function diceText(d: { red: number; black: number; white: number }): string {
  const parts = COLOURS.filter((c) => d[c] > 0).map((c) => `${d[c]} ${c}`);
  return parts.length > 0 ? parts.join(' + ') : 'no dice';
}

/** A keyword's name with its X ("Impact 1", "Blast"), from the editors' labels. */
function keywordText(key: string, v: number | boolean): string {
  const label = ATTACKER[key]?.label ?? key;
  return typeof v === 'number' ? `${label.replace(/ X$/, '')} ${v}` : label;
}

/**
 * The attack pool as the rulebook forms it (the engine's `formAttackPool`), in words: its dice
 * (before Spray) and the keywords of the whole pool, weapon X values added up — "2 red + 3
 * white, Impact 1, Precise 1".
 */
export function poolText(s: LegionScenario): string {
  const formed = formAttackPool(s);
  const kw: Record<string, number | boolean> = formed.scenario.attacker.keywords;
  const words = Object.entries(kw)
    .filter(([, v]) => v !== false && v !== 0)
    .map(([k, v]) => keywordText(k, v));
  return [diceText(s.attacker.dice), ...words].join(', ');
}

/** Which weapon each miniature chose: "4 × E-11 Blaster Rifle (1 white), 1 × DLT-19 (2 red)". */
export function weaponsText(s: LegionScenario): string | null {
  const ws = s.attacker.weapons;
  if (!ws) return null;
  return ws.map((w) => `${w.minis} × ${w.name} (${diceText(w.dice)})`).join(', ');
}
