import { describe, expect, it } from 'vitest';
import {
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

/**
 * amg-2025 cover pool (docs/rules/legion.md, step 5a–d): 1 white defense die per hit; light cover
 * cancels a hit per block (1/6), heavy per block or surge (2/6). Crits are never rolled for.
 * One red die with surge→hit: hit 6/8, crit 1/8, Blank 1/8; then a white defense die (5/6).
 */
const shot = (defender: Json = {}, attacker: Json = {}) =>
  legion({ attacker: { dice: { red: 1 }, surge: 'hit', ...attacker }, defender });

const P_NONE = (7 / 8) * (5 / 6); // 35/48
const P_LIGHT = ((6 / 8) * (5 / 6) + 1 / 8) * (5 / 6); // 5/8
const P_HEAVY = ((6 / 8) * (4 / 6) + 1 / 8) * (5 / 6); // 25/48

describe('cover pool (docs/rules/legion.md, step 5c–d)', () => {
  it('docs/rules/legion.md, step 5d: no cover: 35/48', () => {
    expectPmf(pmf(shot()), yesNo(P_NONE));
  });

  it('docs/rules/legion.md, step 5d: light cover cancels a hit per block: (6/8 · 5/6 + 1/8) · 5/6 = 5/8', () => {
    expectPmf(pmf(shot({ cover: 'light' })), yesNo(P_LIGHT));
    expectPmf(pmf(shot({ cover: 'light' })), yesNo(0.625));
  });

  it('docs/rules/legion.md, step 5d: heavy cover cancels a hit per block and per surge: 25/48', () => {
    expectPmf(pmf(shot({ cover: 'heavy' })), yesNo(P_HEAVY));
    expect(P_HEAVY).toBeCloseTo(0.5208, 4);
  });

  it('docs/rules/legion.md, step 5c: 1 cover die per hit, so 3 red dice in light cover are Binomial(3, 5/8)', () => {
    expectPmf(
      pmf(legion({ attacker: { dice: { red: 3 }, surge: 'hit' }, defender: { cover: 'light' } })),
      binomial(3, P_LIGHT),
    );
  });

  // surge→crit: hit 5/8 (each survives heavy cover with 4/6), crit 2/8 (never rolled for).
  it('docs/rules/legion.md, step 5c: crits are never rolled for (surge→crit in heavy: (5/8 · 4/6 + 2/8) · 5/6)', () => {
    expectPmf(
      pmf(shot({ cover: 'heavy' }, { surge: 'crit' })),
      yesNo(((5 / 8) * (4 / 6) + 2 / 8) * (5 / 6)),
    );
  });

  it('docs/rules/legion.md, step 5a–b: cover applies to Ranged attacks only (melee in heavy = none)', () => {
    expectSamePmf(
      { ...shot({ cover: 'heavy' }), attackType: 'melee' },
      {
        ...shot(),
        attackType: 'melee',
      },
    );
  });

  it('docs/rules/legion.md, step 5d: the surge→block chart does not apply to cover dice (light: 3/4 · 4/6)', () => {
    expectPmf(pmf(shot({ cover: 'light', surge: 'block' })), yesNo((3 / 4) * (4 / 6)));
  });

  it('docs/rules/legion.md, step 5d: defense Surge tokens do not apply to cover dice (light: 3/4 · 4/6)', () => {
    expectPmf(pmf(shot({ cover: 'light', tokens: { surge: 1 } })), yesNo((3 / 4) * (4 / 6)));
  });
});

describe('Low Profile and Dug In (AMG Keyword Glossary, Low Profile; docs/rules/legion.md, step 5c)', () => {
  it('AMG Keyword Glossary, Low Profile: one hit rolls no cover die and gets a block: only the crit wounds', () => {
    expectPmf(
      pmf(shot({ cover: 'light', keywords: { lowProfile: true } })),
      yesNo((1 / 8) * (5 / 6)),
    );
  });

  // 2 red (surge→hit), heavy, Low Profile. Hits h, crits c. h=2 (9/16): 1 auto block + 1 die
  // cancelling 1/3 → 1 left w.p. 2/3; h=1,c=1 (3/16): 1 left; h=1,c=0 (3/16): 0; c=2 (1/64): 2;
  // c=1 (2/64): 1; none (1/64): 0. P(2) = 1/64, P(1) = 38/64, P(0) = 25/64.
  it('AMG Keyword Glossary, Low Profile: rolls 1 fewer die and adds 1 block (2 red in heavy cover)', () => {
    const s = legion({
      attacker: { dice: { red: 2 }, surge: 'hit' },
      defender: { cover: 'heavy', keywords: { lowProfile: true } },
    });
    expectPmf(pmf(s), thin([25 / 64, 38 / 64, 1 / 64], 5 / 6));
  });

  it('AMG Keyword Glossary, Low Profile: without cover there is no cover pool, so it changes nothing', () => {
    expectSamePmf(shot({ keywords: { lowProfile: true } }), shot());
  });

  it('docs/rules/legion.md, step 5c "Dug In": red cover dice in light cover: (6/8 · 1/2 + 1/8) · 5/6 = 5/12', () => {
    expectPmf(pmf(shot({ cover: 'light', keywords: { dugIn: true } })), yesNo(5 / 12));
  });

  it('docs/rules/legion.md, step 5c "Dug In": red cover dice in heavy cover: (6/8 · 2/6 + 1/8) · 5/6 = 5/16', () => {
    expectPmf(pmf(shot({ cover: 'heavy', keywords: { dugIn: true } })), yesNo(5 / 16));
  });
});

describe('effective cover value (AMG Core Rulebook, Cover; docs/rules/legion.md, step 5a–b)', () => {
  it('docs/rules/legion.md, step 5a–b: Suppressed (tokens ≥ courage) improves light to heavy', () => {
    expectPmf(
      pmf(shot({ cover: 'light', courage: 1, tokens: { suppression: 1 } })),
      yesNo(P_HEAVY),
    );
  });

  it('docs/rules/legion.md, step 5a–b: suppression tokens below courage do not improve cover', () => {
    expectPmf(
      pmf(shot({ cover: 'light', courage: 2, tokens: { suppression: 1 } })),
      yesNo(P_LIGHT),
    );
  });

  it('docs/rules/legion.md, step 5a–b: courage "–" is never suppressed', () => {
    expectPmf(
      pmf(shot({ cover: 'light', courage: null, tokens: { suppression: 5 } })),
      yesNo(P_LIGHT),
    );
  });

  it('AMG Keyword Glossary, Cover X: Cover 1 without terrain gives light cover', () => {
    expectPmf(pmf(shot({ keywords: { coverX: 1 } })), yesNo(P_LIGHT));
  });

  it('AMG Keyword Glossary, Cover X: Cover 2 without terrain gives heavy cover', () => {
    expectPmf(pmf(shot({ keywords: { coverX: 2 } })), yesNo(P_HEAVY));
  });

  it('AMG Core Rulebook, Cover: "cannot be increased above 2": light + Cover 5 = heavy', () => {
    expectPmf(pmf(shot({ cover: 'light', keywords: { coverX: 5 } })), yesNo(P_HEAVY));
  });

  it('AMG Keyword Glossary, Smoke X: each Smoke token improves cover by 1 (1 → light, 2 → heavy)', () => {
    expectPmf(pmf(shot({ tokens: { smoke: 1 } })), yesNo(P_LIGHT));
    expectPmf(pmf(shot({ tokens: { smoke: 2 } })), yesNo(P_HEAVY));
  });

  it('AMG Keyword Glossary, Sharpshooter X: Sharpshooter 1 makes heavy cover light', () => {
    expectPmf(pmf(shot({ cover: 'heavy' }, { keywords: { sharpshooter: 1 } })), yesNo(P_LIGHT));
  });

  it('AMG Keyword Glossary, Sharpshooter X: Sharpshooter 2 vs light cover leaves no cover (floor at 0)', () => {
    expectPmf(pmf(shot({ cover: 'light' }, { keywords: { sharpshooter: 2 } })), yesNo(P_NONE));
  });

  it('AMG Core Rulebook, Cover: improvements are capped at 2 before reductions: heavy + Cover 2 − Sharpshooter 1 = light', () => {
    const s = shot({ cover: 'heavy', keywords: { coverX: 2 } }, { keywords: { sharpshooter: 1 } });
    expectPmf(pmf(s), yesNo(P_LIGHT));
  });

  it('AMG Keyword Glossary, Sharpshooter X example: heavy cover, 1 suppression, Sharpshooter 1 → light', () => {
    const s = shot(
      { cover: 'heavy', courage: 1, tokens: { suppression: 1 } },
      { keywords: { sharpshooter: 1 } },
    );
    expectPmf(pmf(s), yesNo(P_LIGHT));
  });
});

describe('Blast and vehicles (AMG Keyword Glossary, Blast; Immune: Blast; docs/rules/legion.md, step 5a–b)', () => {
  it('AMG Keyword Glossary, Blast: Blast vs heavy cover equals no cover', () => {
    expectSamePmf(shot({ cover: 'heavy' }, { keywords: { blast: true } }), shot());
  });

  it('AMG Keyword Glossary, Blast: Blast also ignores Cover X and smoke', () => {
    expectSamePmf(
      shot({ keywords: { coverX: 2 }, tokens: { smoke: 1 } }, { keywords: { blast: true } }),
      shot(),
    );
  });

  it('AMG Keyword Glossary, Immune: Blast: a defender with Immune: Blast keeps its heavy cover', () => {
    expectPmf(
      pmf(shot({ cover: 'heavy', keywords: { immuneBlast: true } }, { keywords: { blast: true } })),
      yesNo(P_HEAVY),
    );
  });

  it('docs/rules/legion.md, step 5a–b: a vehicle gets no terrain cover (ground vehicle in heavy = none)', () => {
    expectPmf(pmf(shot({ cover: 'heavy', unitType: 'ground-vehicle' })), yesNo(P_NONE));
  });

  it('docs/rules/legion.md, step 5a–b: a vehicle still gets Cover X and smoke', () => {
    expectPmf(pmf(shot({ unitType: 'repulsor-vehicle', keywords: { coverX: 1 } })), yesNo(P_LIGHT));
    expectPmf(pmf(shot({ unitType: 'ground-vehicle', tokens: { smoke: 1 } })), yesNo(P_LIGHT));
  });

  // AMG Core Rulebook, Suppression: "Vehicles do not suffer Suppression."; the digest: vehicles get
  // cover only from Cover X / smoke. Suppression tokens on a vehicle must not improve cover.
  it('docs/rules/legion.md, step 5a–b + AMG Core Rulebook, Suppression: a vehicle is never Suppressed, so no cover from tokens', () => {
    const s = shot({ unitType: 'ground-vehicle', courage: 1, tokens: { suppression: 1 } });
    expectPmf(pmf(s), yesNo(P_NONE));
  });
});
