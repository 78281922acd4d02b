import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../src/engine/core/duplicate-key.ts';
import { parseJsonText } from '../../src/engine/core/json-text.ts';
import { describeError } from '../../src/engine/core/validation.ts';

// Issue 18 items 2 and 7: the JSON text of a scenario (file, stdin, link).

function error(text: string): string {
  const r = parseJsonText(text);
  if (r.ok) throw new Error(`accepted: ${text}`);
  return describeError(r.error);
}

describe('parseJsonText', () => {
  it('skips a byte order mark at the start', () => {
    expect(parseJsonText('\ufeff{"v": 1}')).toEqual({ ok: true, value: { v: 1 } });
  });

  it('reports a syntax error in a pretty-printed file on one line, with line and column', () => {
    const e = error('{\n  "v": 1,\n}\n');
    expect(e).not.toMatch(/[\n\r]/);
    expect(e).toMatch(/^not JSON: .*line 3, column 1/);
  });

  it('escapes what the runtime echoes: stdin "hello\\n", an ANSI escape', () => {
    expect(error('hello\n')).not.toMatch(/[\n\r]/);
    // eslint-disable-next-line no-control-regex
    expect(error('\u001b[31m')).not.toMatch(/\u001b/);
  });

  it.each<[string, string, string]>([
    ['at the top', '{"v": 1, "v": 1}', 'v: this key is given twice'],
    [
      'in a nested object',
      '{"attacker": {"dice": {"red": 1, "black": 2, "red": 3}}}',
      'attacker.dice.red: this key is given twice',
    ],
    [
      'in an object in an array',
      '{"guardians": [{"x": 1}, {"x": 1, "die": "red", "x": 2}]}',
      'guardians.1.x: this key is given twice',
    ],
    [
      'written with an escape',
      '{"attacker": {"red": 1, "r\\u0065d": 2}}',
      'attacker.red: this key is given twice',
    ],
    ['named __proto__', '{"__proto__": 1, "__proto__": 2}', '__proto__: this key is given twice'],
  ])('rejects a key given twice %s, naming its path', (_name, text, message) => {
    expect(error(text)).toBe(message);
  });

  it('does not mistake equal keys in different objects, or strings with brackets, for twins', () => {
    const text =
      '{"a": {"x": "}{,\\"x\\":"}, "b": {"x": 1}, "c": [{"x": 1}, {"x": 2}], "d": ["x", "x"]}';
    expect(parseJsonText(text).ok).toBe(true);
    expect(findDuplicateKey(text)).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(findDuplicateKey(deep)).toBeNull();
    const twice = `${'{"a":'.repeat(100_000)}{"b":1,"b":2}${'}'.repeat(100_000)}`;
    expect(findDuplicateKey(twice)).toHaveLength(100_001);
  });
});
