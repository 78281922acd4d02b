import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLine } from '../../src/cli/error-line.ts';
import { scenarioFromText } from '../../src/cli/load-scenario.ts';
import { INPUT_LIMIT, readInput } from '../../src/cli/read-input.ts';
import {
  BUILT_IN_NAMES,
  FULL_SCENARIOS,
  objectPaths,
  paths,
  withKey,
  withValue,
} from '../hostile/scenarios.ts';
import { odds, type Run } from './odds-process.ts';

// Issue 18: what got through 154 hostile command lines. Each item has its case here; the fuzz
// suite (test/fuzz/) covers the classes.

/** Exit 2, exactly one line on stderr, nothing on stdout; returns that line. */
function badInput(r: Run): string {
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^odds: [^\n]*\n$/);
  expect(r.status).toBe(2);
  return r.stderr.slice(0, -1);
}

/** What the CLI prints for input text: its stderr line, or null when the scenario is valid. */
function refusal(text: string): string | null {
  const s = scenarioFromText(text);
  return s.ok ? null : errorLine(s.message);
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'holotable-hostile-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const ONE_RED = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };

describe('item 1: built-in property names as values and keys', () => {
  // Two names as a person runs them; all five go through the same function in-process below.
  it.each(['__proto__', 'toString'])(
    'game %s: exit 2 naming the field, no stack trace (process)',
    (name) => {
      const line = badInput(odds(['-'], JSON.stringify({ ...ONE_RED, game: name })));
      expect(line).toBe(
        `odds: game: expected "legion" | "imperial-assault" | "swm", got ${JSON.stringify(name)}`,
      );
    },
  );

  it('a key named __proto__ in a file: exit 2, unknown key (process)', () => {
    const file = join(dir, 'proto-key.json');
    writeFileSync(file, '{"v":1,"game":"legion","attacker":{"dice":{"red":1,"__proto__":{}}}}');
    expect(badInput(odds([file]))).toBe('odds: attacker.dice.__proto__: unknown key');
  });

  for (const [game, scenario] of Object.entries(FULL_SCENARIOS)) {
    it(`${game}: every value replaced by each name is refused in one line (a name is a name)`, () => {
      for (const { path } of paths(scenario))
        for (const name of BUILT_IN_NAMES) {
          const line = refusal(JSON.stringify(withValue(scenario, path, name)));
          // A weapon's name is free text: a weapon may be called "constructor".
          if (path[path.length - 1] === 'name' && line === null) continue;
          expect(line, `${path.join('.')} = ${name}`).toMatch(/^odds: [^\n]+\n$/);
        }
    });

    it(`${game}: a key of each name added to every object is an unknown key`, () => {
      for (const path of objectPaths(scenario))
        for (const name of BUILT_IN_NAMES) {
          const line = refusal(JSON.stringify(withKey(scenario, path, name, 1)));
          expect(line, `${path.join('.')}.${name}`).toBe(
            `odds: ${[...path, name].join('.')}: unknown key\n`,
          );
        }
    });
  }
});

describe('item 2: one line means one line', () => {
  it('a pretty-printed file with a syntax error: one line with its line and column (process)', () => {
    const file = join(dir, 'pretty.json');
    writeFileSync(file, '{\n  "v": 1,\n  "game": "legion",\n}\n');
    expect(badInput(odds([file]))).toMatch(/^odds: not JSON: .* at line 4, column 1$/);
  });

  it('stdin "hello\\n": the newline is shown as \\n (process)', () => {
    expect(badInput(odds(['-'], 'hello\n'))).toContain('"hello\\n"');
  });

  it('an unknown key with a newline and an ANSI escape: escaped, quoted', () => {
    const text = '{"v":1,"game":"legion","attacker":{"dice":{"red":1},"\\u001b[31mx\\ny":1}}';
    expect(refusal(text)).toBe('odds: attacker."\\u001b[31mx\\ny": unknown key\n');
  });

  it('a value with control characters: escaped, quoted', () => {
    const text = JSON.stringify({ ...ONE_RED, edition: 'amg\r\n\u001b]0;pwned\u0007' });
    expect(refusal(text)).toBe(
      'odds: edition: expected "amg-2025" | "ffg-1.0", got "amg\\r\\n\\u001b]0;pwned\\u0007"\n',
    );
  });
});

describe('item 3: echo with a limit', () => {
  it('a 3 MB value is quoted to 80 characters and its length', () => {
    const text = JSON.stringify({ ...ONE_RED, edition: 'x'.repeat(3_000_000) });
    expect(refusal(text)).toBe(
      `odds: edition: expected "amg-2025" | "ffg-1.0", got "${'x'.repeat(80)}…" (3,000,000 characters)\n`,
    );
  });

  it('a 3 MB key: quoted to 80 characters, no suggestion search, quickly (process)', () => {
    const file = join(dir, 'long-key.json');
    writeFileSync(
      file,
      `{"v":1,"game":"legion","attacker":{"dice":{"red":1,"${'r'.repeat(3_000_000)}":1}}}`,
    );
    const t0 = performance.now();
    const line = badInput(odds([file]));
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(line).toBe(
      `odds: attacker.dice."${'r'.repeat(80)}…" (3,000,000 characters): unknown key`,
    );
  });
});

describe('item 4: input size', () => {
  it('refuses /dev/zero at the limit instead of reading forever (process)', () => {
    const line = badInput(odds(['/dev/zero']));
    expect(line).toBe(
      'odds: /dev/zero: larger than 4 MiB, the most an input may hold (a scenario is a few hundred bytes)',
    );
  });

  it('refuses stdin past the limit (process)', () => {
    const line = badInput(odds(['-'], ' '.repeat(INPUT_LIMIT + 1)));
    expect(line).toMatch(/^odds: stdin: larger than 4 MiB/);
  });

  it('stops reading an endless file one chunk past the limit', async () => {
    const t0 = performance.now();
    const r = await readInput('/dev/zero', 1000);
    expect(r).toEqual({
      ok: false,
      message:
        'larger than 1,000 bytes, the most an input may hold (a scenario is a few hundred bytes)',
    });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('reads a file of exactly the limit', async () => {
    const file = join(dir, 'exact.json');
    writeFileSync(file, `${JSON.stringify(ONE_RED)}${' '.repeat(1000)}`);
    const size = JSON.stringify(ONE_RED).length + 1000;
    expect(await readInput(file, size)).toMatchObject({ ok: true });
    expect(await readInput(file, size - 1)).toMatchObject({ ok: false });
  });
});

describe('item 7: small ones', () => {
  it('a byte order mark at the start of a file is skipped (process)', () => {
    const file = join(dir, 'bom.json');
    writeFileSync(file, `\ufeff${JSON.stringify(ONE_RED)}`);
    const r = odds([file]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'legion', method: 'exact' });
  });

  it('a key given twice is refused, naming its path', () => {
    const text = '{"v":1,"game":"legion","attacker":{"dice":{"red":1,"red":2}}}';
    expect(refusal(text)).toBe('odds: attacker.dice.red: this key is given twice\n');
  });

  it.each([
    ['--trials', '-5', 'odds: --trials: expected an integer 1..1000000000, got "-5"'],
    ['--seed', '-1', 'odds: --seed: expected an integer 0..4294967295, got "-1"'],
    ['--workers', '-2', 'odds: --workers: expected an integer 1..64, got "-2"'],
    ['--epsilon', '-.1', 'odds: --epsilon: expected a number between 0 and 0.5, got "-.1"'],
  ])('%s %s says what is wrong with the number (process)', (flag, value, message) => {
    expect(badInput(odds(['-', '--mc', flag, value], JSON.stringify(ONE_RED)))).toBe(message);
  });

  it('sweep of a missing folder names it once (process)', () => {
    const missing = join(dir, 'no-such-folder');
    expect(badInput(odds(['sweep', missing]))).toBe(
      `odds: ${missing}: cannot read (no such file or folder)`,
    );
  });

  it('sweep names the file of an invalid scenario once, then the field', () => {
    const file = join(dir, 'bad-sweep.json');
    writeFileSync(file, JSON.stringify({ ...ONE_RED, edition: 'x' }));
    expect(badInput(odds(['sweep', file]))).toBe(
      `odds: ${file}: edition: expected "amg-2025" | "ffg-1.0", got "x"`,
    );
  });
});
