import { quote, type Unmatched } from '../engine/index.ts';
import { noteLine } from './error-line.ts';

/** Notes a list gets on stderr, at most; the rest are counted ("and 9,980 more"). */
export const NOTE_LIMIT = 20;

/**
 * The stderr notes for what a list (`--attackers`) could not match: each name quoted as error
 * lines quote input (escaped, cut after 80 characters), at most NOTE_LIMIT lines and a count of
 * the rest, which `--format json` lists in full under "unmatched".
 */
export function unmatchedNotes(which: string, unmatched: readonly Unmatched[]): string {
  const shown = unmatched
    .slice(0, NOTE_LIMIT)
    .map((u) => noteLine(`--${which}: ${quote(u.name)}: ${u.problem}`));
  const rest = unmatched.length - shown.length;
  if (rest > 0)
    shown.push(
      noteLine(
        `--${which}: and ${rest.toLocaleString('en')} more (--format json lists all under "unmatched")`,
      ),
    );
  return shown.join('');
}

/** "a (why); b (why); and 9,998 more": a refused list's names, for one error line. */
export function unmatchedSummary(unmatched: readonly Unmatched[], most = 3): string {
  const shown = unmatched.slice(0, most).map((u) => `${quote(u.name)} (${u.problem})`);
  const rest = unmatched.length - shown.length;
  return [...shown, ...(rest > 0 ? [`and ${rest.toLocaleString('en')} more`] : [])].join('; ');
}
