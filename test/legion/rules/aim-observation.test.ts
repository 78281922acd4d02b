import { describe, it } from 'vitest';
import {
  RED,
  WHITE_DEF,
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  pmf,
  thin,
  yesNo,
} from './helpers.ts';

const WHITE_NO_BLOCK = 1 - WHITE_DEF.block; // 5/6

/**
 * Successes of n red dice (empty chart: fail = surge or Blank, 1/4) after spending reroll
 * tokens one at a time, each rerolling up to `cap` failed dice after seeing the last result
 * (the "conservative" policy: only dice that would end as Blank are rerolled).
 */
function successesAfterTokens(n: number, caps: readonly number[]): number[] {
  const fail = RED.surge + RED.blank;
  let failed = binomial(n, fail); // PMF of failed dice
  for (const cap of caps) {
    const next = new Array<number>(n + 1).fill(0);
    failed.forEach((p, m) => {
      const r = Math.min(m, cap);
      binomial(r, fail).forEach((q, f) => (next[m - r + f] = (next[m - r + f] ?? 0) + p * q));
    });
    failed = next;
  }
  return Array.from({ length: n + 1 }, (_, k) => failed[n - k] ?? 0);
}

const red = (n: number, tokens: Record<string, number>, extra: Record<string, unknown> = {}) =>
  legion({ attacker: { dice: { red: n }, tokens, ...extra } });

describe('Aim tokens (AMG Core Rulebook, Actions; FFG Rules Reference 1.0, Aim; docs/rules/legion.md, step 4c)', () => {
  it('AMG Core Rulebook, Actions: 1 Aim rerolls a failed red die: success 15/16, wounds 15/16 · 5/6', () => {
    expectPmf(pmf(red(1, { aim: 1 })), yesNo((15 / 16) * WHITE_NO_BLOCK));
  });

  it('AMG Core Rulebook, Actions: 1 Aim rerolls up to 2 dice (3 red)', () => {
    expectPmf(pmf(red(3, { aim: 1 })), thin(successesAfterTokens(3, [2]), WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Precise X: Precise 1 lets 1 Aim reroll all 3 dice: Binomial(3, 15/16 · 5/6)', () => {
    expectPmf(
      pmf(red(3, { aim: 1 }, { keywords: { precise: 1 } })),
      binomial(3, (15 / 16) * WHITE_NO_BLOCK),
    );
  });

  it('FFG Rules Reference 1.0, Aim: the same die may be rerolled again by a second Aim: 1 − (1/4)³ = 63/64', () => {
    expectPmf(pmf(red(1, { aim: 2 })), yesNo((63 / 64) * WHITE_NO_BLOCK));
  });

  it('FFG Rules Reference 1.0, Aim: tokens are spent one at a time after seeing the rerolls (3 red, 2 Aim)', () => {
    expectPmf(pmf(red(3, { aim: 2 })), thin(successesAfterTokens(3, [2, 2]), WHITE_NO_BLOCK));
  });

  it('FFG Rules Reference 1.0, Aim: ffg-1.0 Aim rerolls the same way as amg-2025', () => {
    expectSamePmf({ ...red(3, { aim: 2 }), edition: 'ffg-1.0' }, red(3, { aim: 2 }));
  });
});

describe('Observation tokens (AMG Keyword Glossary, Observe X; docs/rules/legion.md, step 4c)', () => {
  it('AMG Keyword Glossary, Observe X: 1 Observation rerolls 1 die: 1 red = 15/16 · 5/6', () => {
    expectPmf(pmf(red(1, { observation: 1 })), yesNo((15 / 16) * WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Observe X: 1 Observation rerolls only 1 of 3 dice', () => {
    expectPmf(pmf(red(3, { observation: 1 })), thin(successesAfterTokens(3, [1]), WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Observe X: "the same die can be rerolled multiple times": 2 Observation on 1 die', () => {
    expectPmf(pmf(red(1, { observation: 2 })), yesNo((63 / 64) * WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Observe X: Aim and Observation mix (3 red, 1 Aim + 1 Observation)', () => {
    expectPmf(
      pmf(red(3, { aim: 1, observation: 1 })),
      thin(successesAfterTokens(3, [2, 1]), WHITE_NO_BLOCK),
    );
  });
});

describe('reroll policies (docs/rules/legion.md "Default policies")', () => {
  // With surge→hit only the Blank face fails (1/8), so a kept surge is never rerolled.
  it('docs/rules/legion.md "Reroll, conservative": surges the chart converts are kept: 1 − (1/8)² = 63/64', () => {
    expectPmf(
      pmf(legion({ attacker: { dice: { red: 1 }, surge: 'hit', tokens: { aim: 1 } } })),
      yesNo((63 / 64) * WHITE_NO_BLOCK),
    );
  });

  it('docs/rules/legion.md "Reroll, conservative": a surge a Surge token will convert is kept', () => {
    expectPmf(pmf(red(1, { aim: 1, surge: 1 })), yesNo((63 / 64) * WHITE_NO_BLOCK));
  });

  it('docs/rules/legion.md "Reroll, conservative": a surge Critical X will convert is kept', () => {
    expectPmf(
      pmf(red(1, { aim: 1 }, { keywords: { critical: 1 } })),
      yesNo((63 / 64) * WHITE_NO_BLOCK),
    );
  });

  // 1 red vs Armor 1: only a crit wounds. Conservative rerolls surge/Blank: P(crit) = 1/8 +
  // 2/8 · 1/8 = 10/64. Crit-fishing also rerolls the doomed hit: P(crit) = 1/8 + 7/8 · 1/8 = 15/64.
  it('docs/rules/legion.md "Reroll, conservative": never rerolls a hit, even one Armor cancels', () => {
    const s = legion({
      attacker: { dice: { red: 1 }, tokens: { aim: 1 } },
      defender: { keywords: { armor: 1 } },
    });
    expectPmf(pmf(s), yesNo((10 / 64) * WHITE_NO_BLOCK));
  });

  it('docs/rules/legion.md "Reroll, crit-fishing": rerolls hits Armor will cancel: 15/64 · 5/6', () => {
    const s = legion({
      attacker: { dice: { red: 1 }, tokens: { aim: 1 } },
      defender: { keywords: { armor: 1 } },
      policy: { reroll: 'crit-fishing' },
    });
    expectPmf(pmf(s), yesNo((15 / 64) * WHITE_NO_BLOCK));
  });

  it('docs/rules/legion.md "Reroll, crit-fishing": hits Impact will save are kept (= conservative)', () => {
    const s = (reroll: string) =>
      legion({
        attacker: { dice: { red: 2 }, tokens: { aim: 1 }, keywords: { impact: 2 } },
        defender: { keywords: { armor: 2 } },
        policy: { reroll },
      });
    expectSamePmf(s('crit-fishing'), s('conservative'));
  });

  it('docs/rules/legion.md "Reroll, crit-fishing": without Armor it is the conservative policy', () => {
    const s = (reroll: string) =>
      legion({ attacker: { dice: { red: 3 }, tokens: { aim: 2 } }, policy: { reroll } });
    expectSamePmf(s('crit-fishing'), s('conservative'));
  });
});
