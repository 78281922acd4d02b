import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../src/engine/core/did-you-mean.ts';
import { ownEntry } from '../../src/engine/core/own-entry.ts';
import {
  LINE_LIMIT,
  oneLine,
  QUOTE_LIMIT,
  quote,
  quotePath,
  quoteText,
} from '../../src/engine/core/quote.ts';

// Issue 18 items 2 and 3: how input is echoed in an error message. One line, control characters
// visible as escapes, at most QUOTE_LIMIT characters of any one input.

describe('quote', () => {
  it('escapes newlines, tabs, carriage returns and ANSI escapes so they cannot act', () => {
    expect(quoteText('a\nb\rc\td')).toBe('"a\\nb\\rc\\td"');
    expect(quoteText('\u001b[31mred')).toBe('"\\u001b[31mred"');
    // C1 CSI, a right-to-left override, a line separator, a byte order mark, a lone surrogate
    expect(quoteText('\u009b\u202e\u2028\ufeff\ud800')).toBe(
      '"\\u009b\\u202e\\u2028\\ufeff\\ud800"',
    );
    expect(quoteText('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(quoteText('Jyn Erso ✓ 😀')).toBe('"Jyn Erso ✓ 😀"');
  });

  it('quotes at most QUOTE_LIMIT characters of a long input, then its length', () => {
    const q = quoteText('k'.repeat(50_000_000));
    expect(q).toBe(`"${'k'.repeat(QUOTE_LIMIT)}…" (50,000,000 characters)`);
    // Escapes count towards the limit: a string of ESCs cannot grow the message sixfold.
    expect(quoteText('\u001b'.repeat(1000)).length).toBeLessThan(QUOTE_LIMIT + 40);
    expect(quoteText('x'.repeat(QUOTE_LIMIT))).toBe(`"${'x'.repeat(QUOTE_LIMIT)}"`);
  });

  it('never cuts a character in half', () => {
    const q = quoteText('😀'.repeat(100));
    expect(q).toMatch(/^"(😀)+…" \(200 characters\)$/u);
  });

  it('names values that are not text by their kind', () => {
    expect(quote(undefined)).toBe('nothing');
    expect(quote(-1)).toBe('-1');
    expect(quote(1e308)).toBe('1e+308');
    expect(quote(null)).toBe('null');
    expect(quote([1])).toBe('an array');
    expect(quote({ a: 1 })).toBe('an object');
  });
});

describe('quotePath', () => {
  it('shows plain keys and indices as a dotted path', () => {
    expect(quotePath(['attacker', 'dice', 'red'])).toBe('attacker.dice.red');
    expect(quotePath(['guardians', 0, 'x'])).toBe('guardians.0.x');
    expect(quotePath(['attacker', '__proto__'])).toBe('attacker.__proto__');
  });

  it('quotes and escapes a key that is not a plain name', () => {
    expect(quotePath(['attacker', 'a\nb'])).toBe('attacker."a\\nb"');
    expect(quotePath(['a.b'])).toBe('"a.b"');
    expect(quotePath(['k'.repeat(1_000_000)]).length).toBeLessThan(QUOTE_LIMIT + 40);
  });

  it('shortens a path deeper than any scenario', () => {
    const deep = Array.from({ length: 100_000 }, (_, i) => i);
    expect(quotePath(deep)).toBe('0.1.2.…(99994 more)….99997.99998.99999');
  });
});

describe('oneLine', () => {
  it('makes any message one line of bounded length', () => {
    expect(oneLine('Unexpected token \'h\', "hello\n" is not valid JSON')).toBe(
      'Unexpected token \'h\', "hello\\n" is not valid JSON',
    );
    const long = oneLine('x\n'.repeat(1_000_000));
    expect(long).not.toContain('\n');
    expect(long.length).toBeLessThanOrEqual(LINE_LIMIT + 1);
  });
});

describe('didYouMean', () => {
  it('suggests a near key, and skips absurd keys at once', () => {
    expect(didYouMean('peirce', ['pierce', 'impact'])).toBe(' (did you mean "pierce"?)');
    expect(didYouMean('zzzzzz', ['pierce'])).toBe('');
    const t0 = performance.now();
    expect(didYouMean('p'.repeat(50_000_000), ['pierce', 'impact'])).toBe('');
    // A 50 MB key took 10 s before (issue 18 item 3); now the length check returns at once.
    expect(performance.now() - t0).toBeLessThan(100);
  });
});

describe('ownEntry', () => {
  const table: Readonly<Record<string, number>> = { legion: 1, swm: 2 };
  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])(
    'finds no entry named %s',
    (name) => {
      expect(ownEntry(table, name)).toBeUndefined();
    },
  );
  it('finds own entries only, by a string', () => {
    expect(ownEntry(table, 'swm')).toBe(2);
    expect(ownEntry(table, 7)).toBeUndefined();
  });
});
