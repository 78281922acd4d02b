import { describe, expect, it } from 'vitest';
import {
  expectPmf,
  expectSamePmf,
  legion,
  parseError,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

/**
 * ffg-1.0 flat cover (FFG Rules Reference 1.0, Cover; docs/rules/legion.md "ffg-1.0: what differs"): light cover
 * cancels 1 hit, heavy up to 2, never crits; no cover dice. Two red dice with surge→hit:
 * per die hit 3/4, crit 1/8, Blank 1/8; each result left rolls a white defense die (wound 5/6).
 */
const ffg = (defender: Json = {}, attacker: Json = {}, extra: Json = {}) =>
  legion({
    edition: 'ffg-1.0',
    attacker: { dice: { red: 2 }, surge: 'hit', ...attacker },
    defender,
    ...extra,
  });

const W = 5 / 6;
// Results left R = max(0, h − cover) + c over (h, c): h=2 9/16, h=1 c=1 3/16, h=1 c=0 3/16,
// c=2 1/64, c=1 2/64, none 1/64.
const NONE = thin([1 / 64, 14 / 64, 49 / 64], W);
const LIGHT = thin([13 / 64, 50 / 64, 1 / 64], W); // h=2 → 1, h1c1 → 1, h1c0 → 0
const HEAVY = thin([49 / 64, 14 / 64, 1 / 64], W); // h=2 → 0, h1c1 → 1, h1c0 → 0

describe('ffg-1.0 flat cover (FFG Rules Reference 1.0, Cover)', () => {
  it('FFG Rules Reference 1.0, Cover: no cover: every hit and crit rolls a defense die', () => {
    expectPmf(pmf(ffg()), NONE);
  });

  it('FFG Rules Reference 1.0, Cover: light cover cancels exactly 1 hit', () => {
    expectPmf(pmf(ffg({ cover: 'light' })), LIGHT);
  });

  it('FFG Rules Reference 1.0, Cover: heavy cover cancels up to 2 hits', () => {
    expectPmf(pmf(ffg({ cover: 'heavy' })), HEAVY);
  });

  it('FFG Rules Reference 1.0, Cover: "Critical results cannot be canceled by cover" (1 red: only the crit face)', () => {
    const s = ffg({ cover: 'heavy' }, { dice: { red: 1 } });
    expectPmf(pmf(s), yesNo((1 / 8) * W));
  });

  it('FFG Rules Reference 1.0, Cover: cover is used in a ranged attack only (melee in heavy = none)', () => {
    expectPmf(pmf(ffg({ cover: 'heavy' }, {}, { attackType: 'melee' })), NONE);
  });

  it('docs/rules/legion.md ffg-1.0: no cover dice, so the defense surge chart cannot matter to cover', () => {
    const s = ffg({ cover: 'light', surge: 'block' });
    expectPmf(pmf(s), thin([13 / 64, 50 / 64, 1 / 64], 4 / 6));
  });
});

describe('ffg-1.0 cover improvements and reductions', () => {
  it('FFG Rules Reference 1.0, Suppression: one suppression token improves none to light, whatever the courage', () => {
    expectPmf(pmf(ffg({ courage: 3, tokens: { suppression: 1 } })), LIGHT);
  });

  it('FFG Rules Reference 1.0, Suppression: one suppression token improves light to heavy', () => {
    expectPmf(pmf(ffg({ cover: 'light', courage: 2, tokens: { suppression: 1 } })), HEAVY);
  });

  it('FFG Rules Reference 1.0, Cover: "If a unit has heavy cover, that unit does not gain any benefit from improving"', () => {
    expectPmf(
      pmf(ffg({ cover: 'heavy', tokens: { suppression: 2 }, keywords: { coverX: 2 } })),
      HEAVY,
    );
  });

  it('FFG Rules Reference 1.0, Cover X: Cover 1 improves none to light, Cover 2 to heavy', () => {
    expectPmf(pmf(ffg({ keywords: { coverX: 1 } })), LIGHT);
    expectPmf(pmf(ffg({ keywords: { coverX: 2 } })), HEAVY);
  });

  it('FFG Rules Reference 1.0, Sharpshooter X: Sharpshooter 1 makes heavy light, Sharpshooter 2 removes it', () => {
    expectPmf(pmf(ffg({ cover: 'heavy' }, { keywords: { sharpshooter: 1 } })), LIGHT);
    expectPmf(pmf(ffg({ cover: 'heavy' }, { keywords: { sharpshooter: 2 } })), NONE);
  });

  it('FFG Rules Reference 1.0, Sharpshooter X: add cover (not exceeding heavy) before subtracting: heavy + suppression − 1 = light', () => {
    const s = ffg(
      { cover: 'heavy', tokens: { suppression: 1 } },
      { keywords: { sharpshooter: 1 } },
    );
    expectPmf(pmf(s), LIGHT);
  });

  it('FFG Rules Reference 1.0, Blast: "ignores the effects of cover" (heavy + Blast = none)', () => {
    expectPmf(pmf(ffg({ cover: 'heavy' }, { keywords: { blast: true } })), NONE);
  });

  it('FFG Rules Reference 1.0, Immune: Blast: the defender keeps its cover against Blast', () => {
    const s = ffg(
      { cover: 'heavy', keywords: { immuneBlast: true } },
      { keywords: { blast: true } },
    );
    expectPmf(pmf(s), HEAVY);
  });

  // FFG Rules Reference 1.0, Cover "obscured by a ground vehicle → light cover": ffg vehicles can have cover;
  // only barricades exclude vehicles. The amg "vehicles are never obscured" is not ffg-1.0.
  it('FFG Rules Reference 1.0, Cover: an ffg-1.0 vehicle keeps its terrain cover', () => {
    expectSamePmf(ffg({ cover: 'light', unitType: 'ground-vehicle' }), ffg({ cover: 'light' }));
  });

  // FFG Rules Reference 1.0, Suppression: "If a trooper unit has one or more suppression tokens assigned to
  // it, that unit improves its cover by one when defending against ranged attacks."
  it('FFG Rules Reference 1.0, Suppression: only a trooper improves cover from suppression (vehicle light stays light)', () => {
    expectPmf(
      pmf(ffg({ cover: 'light', unitType: 'ground-vehicle', tokens: { suppression: 1 } })),
      LIGHT,
    );
  });

  it.each([
    ['lowProfile', { keywords: { lowProfile: true } }, 'defender.keywords.lowProfile'],
    ['dugIn', { keywords: { dugIn: true } }, 'defender.keywords.dugIn'],
    ['smoke', { tokens: { smoke: 1 } }, 'defender.tokens.smoke'],
  ] as const)(
    'docs/rules/legion.md ffg-1.0 "no cover dice": %s is rejected',
    (_k, defender, path) => {
      expect(parseError(ffg(defender))?.path).toBe(path);
    },
  );
});
