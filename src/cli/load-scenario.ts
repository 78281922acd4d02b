import {
  describeError,
  oneLine,
  parseAnyScenario,
  parseJsonText,
  type AnyScenario,
} from '../engine/engines.ts';
import { cardNoteLines, checkRecords, expandIfPresets, namesPreset } from './expand-presets.ts';
import { readInput } from './read-input.ts';

/** A scenario read and validated, with the JSON it came from (workers take the JSON). */
export type Loaded =
  | {
      ok: true;
      value: AnyScenario;
      raw: unknown;
      changed?: readonly string[];
      /** Notes on its homebrew cards, one line each ("attacker Trooper X: Tempted: …"). */
      cardNotes?: readonly string[];
    }
  | { ok: false; message: string; namesFile: boolean };

/**
 * Scenario text (a file's or stdin's) parsed and validated: the step of `odds` that turns any
 * input into a scenario or the one line of its error (exit 2). Never throws.
 */
export function scenarioFromText(text: string): Loaded {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, message: describeError(json.error), namesFile: false };
  const parsed = parseAnyScenario(json.value);
  if (!parsed.ok) return { ok: false, message: describeError(parsed.error), namesFile: false };
  return { ok: true, value: parsed.value, raw: json.value };
}

/** How a file argument reads in a message (`-` is stdin). */
export const fileName = (path: string): string => (path === '-' ? 'stdin' : oneLine(path));

/**
 * A scenario file (or `-` for stdin) read (at most INPUT_LIMIT bytes) and validated. A read error
 * names the file (`namesFile`); a content error names the field, for the caller to place.
 */
export async function loadScenario(path: string): Promise<Loaded> {
  const read = await readInput(path);
  if (!read.ok)
    return { ok: false, message: `${fileName(path)}: ${read.message}`, namesFile: true };
  const json = parseJsonText(read.text);
  if (!json.ok) return { ok: false, message: describeError(json.error), namesFile: false };
  if (!namesPreset(json.value)) {
    // Preset records (an expanded scenario, a link's) are checked against the card data.
    const checked = await checkRecords(json.value);
    if (!checked.ok) return { ok: false, message: describeError(checked.error), namesFile: false };
    if (checked.changed.length === 0) return scenarioFromText(read.text);
    const parsed = parseAnyScenario(checked.value);
    if (!parsed.ok) return { ok: false, message: describeError(parsed.error), namesFile: false };
    return { ok: true, value: parsed.value, raw: checked.value, changed: checked.changed };
  }
  // Unit presets: expanded with the card data first; the expanded JSON goes to the workers.
  const expanded = await expandIfPresets(json.value);
  if (!expanded.ok) return { ok: false, message: describeError(expanded.error), namesFile: false };
  const parsed = parseAnyScenario(expanded.value);
  if (!parsed.ok) return { ok: false, message: describeError(parsed.error), namesFile: false };
  const cardNotes = await cardNoteLines(json.value);
  return { ok: true, value: parsed.value, raw: expanded.value, cardNotes };
}
