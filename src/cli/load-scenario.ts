import { readFileSync } from 'node:fs';
import { describeError, parseJsonText } from '../engine/core/validation.ts';
import { parseAnyScenario, type AnyScenario } from '../engine/games.ts';

/** A scenario file (or `-` for stdin) read and validated; errors come back as one line. */
export function loadScenario(
  path: string,
): { ok: true; value: AnyScenario } | { ok: false; message: string } {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, message: `${path}: cannot read (${code ?? (e as Error).message})` };
  }
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, message: describeError(json.error) };
  const parsed = parseAnyScenario(json.value);
  if (!parsed.ok) return { ok: false, message: describeError(parsed.error) };
  return parsed;
}
