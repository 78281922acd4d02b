import { describe, expect, it } from 'vitest';
import { parseOddsArgs } from '../../src/cli/args.ts';
import { autoEpsilon, wantsExact } from '../../src/cli/evaluate-with.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { heavySequence } from '../legion/sequence/heavy.ts';
import { odds } from './odds-process.ts';

// A sequence whose exact enumeration is not interactive (20 attacks of 17 dice against a unit
// with two guardians): the automatic choice is Monte Carlo to a margin, and
// --exact refuses at once what would pass the memory budget (it grew to 7 GB unanswered).

const TWENTY = JSON.stringify(heavySequence(20));

describe('odds on a sequence too large to enumerate', () => {
  it('--exact: one line, exit 1, at once', () => {
    const t0 = performance.now();
    const r = odds(['-', '--exact'], TWENTY);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^odds: exact enumeration of this sequence would need about [\d,]+ MB .* past its 512 MB budget; Monte Carlo estimates it\n$/,
    );
    // Start-up and the estimate only (it ran for minutes before, unbounded).
    expect(performance.now() - t0).toBeLessThan(30_000);
  });

  it('automatic: Monte Carlo that stops at ±0.005', () => {
    const parsed = parseAnyScenario(JSON.parse(TWENTY));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const args = (argv: string[]) => parseOddsArgs(['-', ...argv], false);
    expect(wantsExact(parsed.value, args([]))).toBe(false);
    expect(autoEpsilon(parsed.value, args([]))).toBe(0.005);
    // Asked for: the person's margin, or all the trials.
    expect(autoEpsilon(parsed.value, args(['--epsilon', '0.01']))).toBe(0.01);
    expect(autoEpsilon(parsed.value, args(['--mc']))).toBeNull();
    const r = odds(['-', '--trials', '1024'], TWENTY);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as { method: string; trials: number; sequence: unknown[] };
    expect(j.method).toBe('monte-carlo');
    expect(j.trials).toBe(1024);
    expect(j.sequence).toHaveLength(20);
  });
});

describe('--epsilon when the answer is exact', () => {
  it('says it is ignored', () => {
    const single = JSON.stringify({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } });
    for (const method of [[], ['--exact']]) {
      const r = odds(['-', '--epsilon', '0.01', ...method], single);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe(
        'odds: note: --epsilon ignored: the answer is exact (--mc to simulate)\n',
      );
      expect((JSON.parse(r.stdout) as { method: string }).method).toBe('exact');
    }
  });
});
