import { describe, expect, it } from 'vitest';
import {
  RED,
  WHITE_DEF,
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  parseError,
  pmf,
  thin,
  yesNo,
} from './helpers.ts';

const RED_HIT_OR_CRIT = RED.hit + RED.crit; // 6/8
const WHITE_NO_BLOCK = 1 - WHITE_DEF.block; // 5/6

const atk = (attacker: Record<string, unknown>, defender: Record<string, unknown> = {}) =>
  legion({ attacker: { dice: { red: 1 }, ...attacker }, defender });

describe('attack surge chart (docs/rules/legion.md, step 4d)', () => {
  // FFG Rules Reference 1.0, Attack, step 4c: "If no result is indicated, the attacker changes the result to a blank."
  it('FFG Rules Reference 1.0, Attack 4c: empty chart turns surges into Blanks: 1 red = 6/8 · 5/6', () => {
    expectPmf(pmf(atk({ surge: 'none' })), yesNo(RED_HIT_OR_CRIT * WHITE_NO_BLOCK));
  });

  it('FFG Rules Reference 1.0, Attack 4c: surge→hit: 1 red wounds with 7/8 · 5/6 = 35/48', () => {
    expectPmf(pmf(atk({ surge: 'hit' })), yesNo(35 / 48));
  });

  // Against ffg Armor (cancels every hit) only crits wound, which tells hits from crits.
  it('FFG Rules Reference 1.0, Attack 4c + Armor: surge→hit vs ffg Armor leaves only the crit face: 1/8 · 5/6', () => {
    const s = legion({
      edition: 'ffg-1.0',
      attacker: { dice: { red: 1 }, surge: 'hit' },
      defender: { keywords: { armor: 1 } },
    });
    expectPmf(pmf(s), yesNo(RED.crit * WHITE_NO_BLOCK));
  });

  it('FFG Rules Reference 1.0, Attack 4c + Armor: surge→crit vs ffg Armor: 2/8 · 5/6 = 5/24', () => {
    const s = legion({
      edition: 'ffg-1.0',
      attacker: { dice: { red: 1 }, surge: 'crit' },
      defender: { keywords: { armor: 1 } },
    });
    expectPmf(pmf(s), yesNo(5 / 24));
  });
});

describe('Critical X (AMG Keyword Glossary, Critical X; docs/rules/legion.md, step 4d)', () => {
  it('AMG Keyword Glossary, Critical X: Critical 1 turns a surge into a crit (1 red vs Armor 1: 5/24)', () => {
    expectPmf(pmf(atk({ keywords: { critical: 1 } }, { keywords: { armor: 1 } })), yesNo(5 / 24));
  });

  // Two red dice vs Armor 2 (every hit cancelled). Crits = crit faces + min(1, surges).
  // Per die: crit 1/8, surge 1/8, other 6/8. K=2: CC + 2·CS = 3/64; K=1: 2·C·O + 2·S·O + SS
  // = 25/64; K=0: OO = 36/64.
  const critK = [36 / 64, 25 / 64, 3 / 64];

  it('docs/rules/legion.md "Known conflicts": Critical X before the chart (2 red, Critical 1, surge→hit, Armor 2)', () => {
    const s = legion({
      attacker: { dice: { red: 2 }, surge: 'hit', keywords: { critical: 1 } },
      defender: { keywords: { armor: 2 } },
    });
    expectPmf(pmf(s), thin(critK, WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Critical X: "up to X": Critical 1 with an empty chart, 2 red vs Armor 2', () => {
    const s = legion({
      attacker: { dice: { red: 2 }, keywords: { critical: 1 } },
      defender: { keywords: { armor: 2 } },
    });
    expectPmf(pmf(s), thin(critK, WHITE_NO_BLOCK));
  });

  it('AMG Keyword Glossary, Critical X: Critical 2 on 2 red dice equals a surge→crit chart', () => {
    const d = { keywords: { armor: 2 } };
    expectSamePmf(
      legion({ attacker: { dice: { red: 2 }, keywords: { critical: 2 } }, defender: d }),
      legion({ attacker: { dice: { red: 2 }, surge: 'crit' }, defender: d }),
    );
  });

  it('docs/rules/legion.md, step 4d: Critical 1 + surge→hit chart loses no surge (= surge→hit alone)', () => {
    expectSamePmf(
      legion({ attacker: { dice: { red: 3 }, surge: 'hit', keywords: { critical: 1 } } }),
      legion({ attacker: { dice: { red: 3 }, surge: 'hit' } }),
    );
  });
});

describe('attack Surge tokens (AMG Core Rulebook, Tokens; docs/rules/legion.md, step 4d)', () => {
  it('AMG Core Rulebook, Tokens: 1 Surge token on 1 red die equals a surge→hit chart', () => {
    expectSamePmf(atk({ tokens: { surge: 1 } }), atk({ surge: 'hit' }));
  });

  it('AMG Core Rulebook, Tokens: a Surge token makes a hit, not a crit (1 red vs Armor 1: 1/8 · 5/6)', () => {
    expectPmf(
      pmf(atk({ tokens: { surge: 1 } }, { keywords: { armor: 1 } })),
      yesNo(RED.crit * WHITE_NO_BLOCK),
    );
  });

  // 2 red dice, 1 token: successes = hit/crit faces + min(1, surges). Per die A = 6/8,
  // S = 1/8, B = 1/8. K=2: AA + 2·AS = 48/64; K=1: 2·AB + SS + 2·SB = 15/64; K=0: BB = 1/64.
  it('docs/rules/legion.md, step 4d: each Surge token converts one surge (2 red, 1 token)', () => {
    expectPmf(
      pmf(legion({ attacker: { dice: { red: 2 }, tokens: { surge: 1 } } })),
      thin([1 / 64, 15 / 64, 48 / 64], WHITE_NO_BLOCK),
    );
  });

  it('docs/rules/legion.md, step 4d: Critical 1 then 1 Surge token convert two surges (= surge→hit on 2 red)', () => {
    expectSamePmf(
      legion({ attacker: { dice: { red: 2 }, tokens: { surge: 1 }, keywords: { critical: 1 } } }),
      legion({ attacker: { dice: { red: 2 }, surge: 'hit' } }),
    );
  });

  it('docs/rules/legion.md ffg-1.0: "no Surge tokens": the scenario is rejected', () => {
    const e = parseError(
      legion({ edition: 'ffg-1.0', attacker: { dice: { red: 1 }, tokens: { surge: 1 } } }),
    );
    expect(e?.path).toBe('attacker.tokens.surge');
  });
});

describe('defense surge chart and Surge tokens (docs/rules/legion.md, step 7e)', () => {
  it('FFG Rules Reference 1.0, Attack 7c: surge→block on a white die: 1 red (surge→hit) wounds 7/8 · 4/6 = 7/12', () => {
    expectPmf(pmf(atk({ surge: 'hit' }, { surge: 'block' })), yesNo(7 / 12));
  });

  it('FFG Rules Reference 1.0, Attack 7c: surge→block on a red die: 7/8 · 2/6 = 7/24', () => {
    expectPmf(pmf(atk({ surge: 'hit' }, { die: 'red', surge: 'block' })), yesNo(7 / 24));
  });

  it('AMG Core Rulebook, Tokens: 1 defense Surge token on 1 die equals the surge→block chart', () => {
    expectSamePmf(
      atk({ surge: 'hit' }, { tokens: { surge: 1 } }),
      atk({ surge: 'hit' }, { surge: 'block' }),
    );
  });

  // 2 red (surge→hit): K ~ Bin(2, 7/8) defense dice. With K=2 and 1 token, blocks = block
  // faces + min(1, surges): 2 blocks: BB + 2·BS = 3/36; 1: 2·BX + SS + 2·SX = 17/36; 0: 16/36.
  it('docs/rules/legion.md, step 7e: each defense Surge token converts one surge (2 dice, 1 token)', () => {
    const k = binomial(2, 7 / 8);
    const w2 = (k[2] ?? 0) * (16 / 36);
    const w1 = (k[2] ?? 0) * (17 / 36) + (k[1] ?? 0) * (4 / 6);
    const s = legion({
      attacker: { dice: { red: 2 }, surge: 'hit' },
      defender: { tokens: { surge: 1 } },
    });
    expectPmf(pmf(s), [1 - w1 - w2, w1, w2]);
  });

  it('docs/rules/legion.md, step 7e: 2 defense Surge tokens on 2 dice equal the surge→block chart', () => {
    expectSamePmf(
      legion({ attacker: { dice: { red: 2 }, surge: 'hit' }, defender: { tokens: { surge: 2 } } }),
      legion({ attacker: { dice: { red: 2 }, surge: 'hit' }, defender: { surge: 'block' } }),
    );
  });

  it('docs/rules/legion.md ffg-1.0: "no Surge tokens": a defender Surge token is rejected', () => {
    const e = parseError(
      legion({
        edition: 'ffg-1.0',
        attacker: { dice: { red: 1 } },
        defender: { tokens: { surge: 1 } },
      }),
    );
    expect(e?.path).toBe('defender.tokens.surge');
  });
});
