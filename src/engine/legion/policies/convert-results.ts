import { det } from '../ops.ts';
import { BLANKS, CRITS, HITS } from '../state.ts';

/**
 * Marksman / Jar'Kai Mastery conversions with the tokens in `tokenSlot`, keeping `reserve`
 * of them: each token turns a Blank into a hit, then each further token a hit into a crit
 * (two tokens on one Blank give the same result as one on a Blank and one on a hit).
 */
export function convertWithTokens(name: string, tokenSlot: number, reserve: number) {
  return det(name, (s) => {
    const t = Math.max(0, (s[tokenSlot] as number) - reserve);
    const b = Math.min(t, s[BLANKS] as number);
    s[BLANKS] = (s[BLANKS] as number) - b;
    s[HITS] = (s[HITS] as number) + b;
    const h = Math.min(t - b, s[HITS] as number);
    s[HITS] = (s[HITS] as number) - h;
    s[CRITS] = (s[CRITS] as number) + h;
    s[tokenSlot] = (s[tokenSlot] as number) - b - h;
  });
}
