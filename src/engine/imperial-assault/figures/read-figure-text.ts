import type { Condition, IaSurgeAbility } from '../scenario.ts';

/**
 * Readers of the card data's strings (docs/rules/imperial-assault-figures.md, the mapping
 * table). Icon markup: {H} damage, {B} surge, {G} block, {F} evade. A reader returns null for a
 * string it cannot read; the converter reports it unless figure-overrides.ts decides it.
 */

const CONDITION_WORDS: ReadonlyMap<string, Condition> = new Map([
  ['stun', 'stun'],
  ['bleed', 'bleed'],
  ['weaken', 'weaken'],
  ['focus', 'focus'],
  ['hide', 'hide'],
]);

/** A surge ability read: the ability (null when nothing of it is modelled) and what is not. */
export interface SurgeRead {
  readonly ability: IaSurgeAbility | null;
  readonly notModelled: readonly string[];
}

const COST = /^((?:\{B\}\s*)+):\s*(.+)$/;

/** `"{B}: +2 {H}"`, `"{B} {B}: Blast 3 {H}"`, `"{B}: Pierce 1, +2 Accuracy"`; null if unreadable. */
export function readSurge(text: string): SurgeRead | null {
  const m = COST.exec(text.trim());
  if (!m) return null;
  const cost = ((m[1] as string).match(/\{B\}/g) ?? []).length;
  const a = { cost, damage: 0, pierce: 0, accuracy: 0, blast: 0, cleave: 0 };
  const conditions: Condition[] = [];
  const notModelled: string[] = [];
  for (const raw of (m[2] as string).split(',')) {
    const effect = raw.trim();
    let e: RegExpExecArray | null;
    if ((e = /^\+(\d+) \{H\}$/.exec(effect))) a.damage += Number(e[1]);
    else if ((e = /^Pierce (\d+)$/.exec(effect))) a.pierce += Number(e[1]);
    else if ((e = /^\+(\d+) Accuracy$/.exec(effect))) a.accuracy += Number(e[1]);
    else if ((e = /^Blast (\d+) \{H\}$/.exec(effect))) a.blast += Number(e[1]);
    else if ((e = /^Cleave (\d+) \{H\}$/.exec(effect))) a.cleave += Number(e[1]);
    else if ((e = /^Recover (\d+) \{H\}$/.exec(effect)))
      notModelled.push(`Recover ${e[1]} (surge): heals the attacker, not the attack`);
    else {
      const c = CONDITION_WORDS.get(effect.toLowerCase());
      if (c === undefined || conditions.includes(c)) return null;
      conditions.push(c);
    }
  }
  const some = a.damage + a.pierce + a.accuracy + a.blast + a.cleave > 0 || conditions.length > 0;
  return { ability: some ? { ...a, conditions } : null, notModelled };
}

/** An always-on keyword read. */
export type KeywordRead =
  | {
      readonly side: 'attacker';
      readonly field: 'damage' | 'surge' | 'accuracy' | 'pierce';
      readonly n: number;
    }
  | { readonly side: 'defender'; readonly field: 'block' | 'evade'; readonly n: number }
  | { readonly side: 'none'; readonly note: string };

const NOTES: ReadonlyMap<string, string> = new Map([
  ['Reach', 'Reach: a melee attack may target a figure 2 spaces away (choose the Reach attack)'],
  ['Massive', 'Massive: movement only, no effect on the dice'],
  ['Mobile', 'Mobile: movement only, no effect on the dice'],
  [
    'Bleed',
    'Bleed (always): applied whenever the attack deals damage; conditions come only from surges here',
  ],
  [
    'Weaken',
    'Weaken (always): applied whenever the attack deals damage; conditions come only from surges here',
  ],
]);

/** `"+2 Accuracy"`, `"-1 {H}"`, `"Pierce 1"`, `"+1 {B}"`, `"+1 {G}"`, `"Reach"`; null if unreadable. */
export function readKeyword(text: string): KeywordRead | null {
  const k = text.trim();
  let e: RegExpExecArray | null;
  if ((e = /^([+-]\d+) Accuracy$/.exec(k)))
    return { side: 'attacker', field: 'accuracy', n: Number(e[1]) };
  if ((e = /^([+-]\d+) \{H\}$/.exec(k)))
    return { side: 'attacker', field: 'damage', n: Number(e[1]) };
  if ((e = /^([+-]\d+) \{B\}$/.exec(k)))
    return { side: 'attacker', field: 'surge', n: Number(e[1]) };
  if ((e = /^Pierce (\d+)$/.exec(k))) return { side: 'attacker', field: 'pierce', n: Number(e[1]) };
  if ((e = /^([+-]\d+) \{G\}$/.exec(k)))
    return { side: 'defender', field: 'block', n: Number(e[1]) };
  if ((e = /^([+-]\d+) \{F\}$/.exec(k)))
    return { side: 'defender', field: 'evade', n: Number(e[1]) };
  if ((e = /^Cleave (\d+) \{H\}$/.exec(k)))
    return { side: 'none', note: `Cleave ${e[1]} (always): cleave comes only from surges here` };
  if ((e = /^Habitat: (.+)$/.exec(k)))
    return { side: 'none', note: `Habitat: ${e[1]}: no effect on the dice` };
  const note = NOTES.get(k);
  return note === undefined ? null : { side: 'none', note };
}

const ICON_WORDS: Readonly<Record<string, string>> = {
  H: 'damage',
  B: 'surge',
  C: 'strain',
  G: 'block',
  F: 'evade',
  E: 'dodge',
  A: 'action',
  P: 'melee',
};

/** A source string for players: each icon markup ("{H}") in words ("damage"). */
export function iconWords(text: string): string {
  return text.replace(/\{([A-Za-z])\}/g, (m, k: string) => ICON_WORDS[k] ?? m);
}
