import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOddsArgs, UsageError } from '../../src/cli/args.ts';
import { errorLine } from '../../src/cli/error-line.ts';
import { scenarioFromText } from '../../src/cli/load-scenario.ts';
import { LINE_LIMIT } from '../../src/engine/core/quote.ts';
import { odds } from '../cli/odds-process.ts';
import { awkwardString, builtInName, hostileText, longString, RAW_CONTROL } from './hostile.ts';

// Issue 18 "Fuzz": the CLI exits 0 or 2 (never 1, never a stack trace), stderr is exactly one
// line of bounded length, nothing takes 2 s. A process per case costs a second of start-up, so
// many cases run in-process through the functions `odds` itself uses to turn input into an exit
// code and a stderr line (parseOddsArgs, scenarioFromText, errorLine), and a few as processes.

/** The longest stderr line: "odds: ", the message cut after LINE_LIMIT with "…", "\n". */
const MAX_LINE = 'odds: '.length + LINE_LIMIT + 2;

function expectOneLine(line: string, what: string): void {
  expect(line, what).toMatch(/^odds: [^\n]*\n$/);
  expect(line.slice(0, -1), what).not.toMatch(RAW_CONTROL);
  expect(line.length, what).toBeLessThanOrEqual(MAX_LINE);
}

describe('odds, in-process, under hostile input', () => {
  it('scenario text: a scenario or one bounded line, within 2 s', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const t0 = performance.now();
        const s = scenarioFromText(text);
        if (!s.ok) expectOneLine(errorLine(s.message), text.slice(0, 80));
        expect(performance.now() - t0).toBeLessThan(2000);
      }),
      { numRuns: 300 },
    );
  });

  it('arguments: parsed, or a usage error of one bounded line', () => {
    const arg = fc.oneof(
      fc.constantFrom(
        '--trials',
        '--seed',
        '--workers',
        '--epsilon',
        '--format',
        '--exact',
        '--mc',
        '-',
        'sweep',
        '--',
        '-5',
        '--trials=-5',
        '-h',
      ),
      awkwardString.map((s) => `--${s}`),
      awkwardString,
      builtInName,
      builtInName.map((s) => `--${s}`),
      longString.map((s) => `--${s.slice(0, 100_000)}`),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), fc.boolean(), (argv, tty) => {
        try {
          parseOddsArgs(argv, tty);
        } catch (e) {
          expect(e, argv.join(' ').slice(0, 200)).toBeInstanceOf(UsageError);
          expectOneLine(errorLine((e as Error).message), argv.join(' ').slice(0, 200));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('odds, as a process, under hostile input', () => {
  it('exits 0 or 2 with exactly one bounded stderr line', () => {
    // Start-up (tsx compiling the CLI) is most of each run, so these are few; a valid scenario
    // runs a short Monte Carlo.
    const text = hostileText.filter((t) => Buffer.byteLength(t) < 1_000_000);
    fc.assert(
      fc.property(text, (input) => {
        const r = odds(['-', '--mc', '--trials', '2000', '--workers', '1'], input);
        const what = input.slice(0, 80);
        expect([0, 2], `${what}: exit ${r.status} ${r.stderr}`).toContain(r.status);
        if (r.status === 2) {
          expectOneLine(r.stderr, what);
          expect(r.stdout, what).toBe('');
        } else {
          expect(r.stderr, what).toBe('');
          expect(JSON.parse(r.stdout), what).toMatchObject({ method: 'monte-carlo' });
        }
      }),
      { numRuns: 12 },
    );
  });
});
