import { findDuplicateKey } from './duplicate-key.ts';
import { oneLine, quotePath } from './quote.ts';
import type { Parsed } from './validation.ts';

const BYTE_ORDER_MARK = '\ufeff';

/** "at position 12" in a runtime's JSON error, as the line and column a person can find. */
function withLine(message: string, text: string): string {
  return message.replace(/\bat position (\d+)/, (whole, at: string) => {
    const offset = Number(at);
    if (!(offset <= text.length)) return whole;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return `at line ${line}, column ${column}`;
  });
}

/**
 * Parses the JSON text of a scenario (a file, stdin, a link): never throws, and every error is
 * one line. A byte order mark at the start (some editors save one) is skipped; a key given twice
 * in one object is rejected with its path, as JSON.parse would silently keep the last.
 */
export function parseJsonText(text: string): Parsed<unknown> {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { path: '', message: `not JSON: ${oneLine(withLine(why, body))}` } };
  }
  const twice = findDuplicateKey(body);
  if (twice)
    return { ok: false, error: { path: quotePath(twice), message: 'this key is given twice' } };
  return { ok: true, value };
}
