import { readFileSync } from 'node:fs';
import {
  describeError,
  parseAnyScenario,
  parseJsonText,
  type AnyScenario,
} from '../engine/index.ts';

/** A scenario read and validated, with the JSON it came from (workers take the JSON). */
export type Loaded =
  { ok: true; value: AnyScenario; raw: unknown } | { ok: false; message: string };

/** A scenario file (or `-` for stdin) read and validated; errors come back as one line. */
export function loadScenario(path: string): Loaded {
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
  return { ok: true, value: parsed.value, raw: json.value };
}
