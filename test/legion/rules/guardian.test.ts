import { describe, expect, it } from 'vitest';
import {
  RED_SURGE_HIT,
  binomial,
  expectPmf,
  expectSamePmf,
  legion,
  overDice,
  parseError,
  pmf,
  thin,
  yesNo,
  type Json,
} from './helpers.ts';

const W = 5 / 6; // white die, no chart: a result left wounds unless it blocks

/** n red dice with surge→hit (hit 6/8, crit 1/8 per die) against a plain trooper and guardians. */
const guarded = (
  n: number,
  guardians: Json[],
  attacker: Json = {},
  defender: Json = {},
  extra: Json = {},
) =>
  legion({
    attacker: { dice: { red: n }, surge: 'hit', ...attacker },
    defender,
    guardians,
    ...extra,
  });

describe('Guardian X cancels hits (AMG Keyword Glossary, Guardian X; docs/rules/legion.md "Guardian X")', () => {
  it('AMG Keyword Glossary, Guardian X: Guardian 1 takes the hit: only the crit face reaches the defender', () => {
    expectPmf(pmf(guarded(1, [{ x: 1 }])), yesNo((1 / 8) * W));
  });

  it('AMG Keyword Glossary, Guardian X: 1 Wound per Blank (white, no chart: 6/8 · 5/6 = 5/8)', () => {
    const s = guarded(1, [{ x: 1 }]);
    expectPmf(pmf(s, 'guardian0'), yesNo(5 / 8));
    expectPmf(pmf(s, 'guardianWounds'), yesNo(5 / 8));
  });

  it('FFG Rules Reference 1.0, Guardian X: "cannot be used to cancel critical results" (surge→crit: 2/8 reach the defender)', () => {
    const s = guarded(1, [{ x: 1 }], { surge: 'crit' });
    expectPmf(pmf(s), yesNo((2 / 8) * W));
    expectPmf(pmf(s, 'guardian0'), yesNo((5 / 8) * W));
  });

  it('AMG Keyword Glossary, Guardian X: "up to X hit results" (Guardian 1 vs 2 red)', () => {
    const s = guarded(2, [{ x: 1 }]);
    const left = overDice(2, RED_SURGE_HIT, ({ hit, crit }) => crit + Math.max(0, hit - 1));
    const rolled = overDice(2, RED_SURGE_HIT, ({ hit }) => Math.min(1, hit));
    expectPmf(pmf(s), thin(left, W));
    expectPmf(pmf(s, 'guardian0'), thin(rolled, W));
  });

  it('AMG Keyword Glossary, Guardian X: surges converted with its own chart (surge→block: 6/8 · 4/6 wounds)', () => {
    expectPmf(pmf(guarded(1, [{ x: 1, surge: 'block' }]), 'guardian0'), yesNo((6 / 8) * (4 / 6)));
  });

  it('AMG Keyword Glossary, Guardian X: "or by using Surge Tokens" (1 token = surge→block for 1 die)', () => {
    expectSamePmf(
      guarded(1, [{ x: 1, tokens: { surge: 1 } }]),
      guarded(1, [{ x: 1, surge: 'block' }]),
      'guardian0',
    );
  });

  it('AMG Keyword Glossary, Guardian X: "rolls 1 defense die matching the one on its Unit Card" (red: 6/8 · 1/2)', () => {
    expectPmf(pmf(guarded(1, [{ x: 1, die: 'red' }]), 'guardian0'), yesNo((6 / 8) * (1 / 2)));
  });

  it('docs/rules/legion.md "Guardian X": after the free cancels (Backup takes both hits, the guardian none)', () => {
    const s = guarded(2, [{ x: 2 }], {}, { keywords: { backup: true } });
    expectPmf(pmf(s, 'guardian0'), [1]);
  });

  it('docs/rules/legion.md "Guardian X": several guardians resolve in the order given', () => {
    const s = guarded(2, [{ x: 1 }, { x: 1 }]);
    const second = overDice(2, RED_SURGE_HIT, ({ hit }) => (hit === 2 ? 1 : 0));
    expectPmf(pmf(s, 'guardian1'), thin(second, W));
    expectPmf(pmf(guarded(1, [{ x: 1 }, { x: 1 }]), 'guardian1'), [1]);
  });

  it('AMG Keyword Glossary, Guardian X: "defends against a Ranged attack": guardians in melee are rejected', () => {
    expect(parseError(guarded(1, [{ x: 1 }], {}, {}, { attackType: 'melee' }))?.path).toBe(
      'guardians',
    );
  });

  it('AMG Keyword Glossary, Guardian X: "A defending unit … gains a Suppression token as normal" (7/8)', () => {
    expectPmf(pmf(guarded(1, [{ x: 1 }]), 'suppression'), yesNo(7 / 8));
  });

  // docs/rules/legion.md ffg-1.0: "no Surge tokens" (FFG Rules Reference 1.0, Guardian X names none either).
  // A token that does not exist in the edition is a mistake in the scenario, as the
  // attacker's and the defender's Surge tokens are: rejected, naming the field.
  it('docs/rules/legion.md ffg-1.0 "no Surge tokens": a guardian Surge token is rejected', () => {
    const s = guarded(2, [{ x: 2, tokens: { surge: 2 } }], {}, {}, { edition: 'ffg-1.0' });
    expect(parseError(s)?.path).toBe('guardians.0.tokens.surge');
  });
});

describe('Guardian X with Deflect (AMG Keyword Glossary, Deflect; docs/rules/legion.md "Guardian X")', () => {
  // Guardian 2 takes every hit h ~ Bin(2, 6/8); its dice block on surges; the attacker suffers
  // 1 wound if any of them shows a surge.
  const h = binomial(2, 6 / 8);
  const anySurge = (h[2] ?? 0) * (11 / 36) + (h[1] ?? 0) * (1 / 6);

  it('AMG Keyword Glossary, Deflect: a guardian with Deflect gains surge→block', () => {
    expectPmf(
      pmf(guarded(2, [{ x: 2, keywords: { deflect: true } }]), 'guardian0'),
      thin(h, 4 / 6),
    );
  });

  it('AMG Keyword Glossary, Deflect: the attacker suffers 1 wound if any guardian die shows a surge', () => {
    const s = guarded(2, [{ x: 2, keywords: { deflect: true } }]);
    expectPmf(pmf(s, 'attackerWounds'), yesNo(anySurge));
  });

  it("AMG Keyword Glossary, Immune: Deflect: no wound from a guardian's Deflect; surge→block stays", () => {
    const s = guarded(2, [{ x: 2, keywords: { deflect: true } }], {
      keywords: { immuneDeflect: true },
    });
    expectPmf(pmf(s, 'attackerWounds'), [1]);
    expectPmf(pmf(s, 'guardian0'), thin(h, 4 / 6));
  });

  it('AMG Keyword Glossary, Deflect: "using the Guardian X keyword against … only High Velocity": no effect', () => {
    const hv = { keywords: { highVelocity: true } };
    const s = guarded(2, [{ x: 2, keywords: { deflect: true } }], hv);
    expectPmf(pmf(s, 'attackerWounds'), [1]);
    expectPmf(pmf(s, 'guardian0'), thin(h, W));
  });
});

describe('Pierce and guardians (AMG Keyword Glossary, Pierce X; Immune: Pierce; docs/rules/legion.md "Pierce split")', () => {
  // 2 red, Pierce 1, Guardian 1 (white, surge→block: blocks 2/6), defender white, no chart.
  const pierce = { keywords: { pierce: 1 } };
  const g = [{ x: 1, surge: 'block' }];
  const [H2, H1C1, H1C0, C2, C1, NONE] = [9 / 16, 3 / 16, 3 / 16, 1 / 64, 2 / 64, 1 / 64];

  it('docs/rules/legion.md "Pierce split, defender-first": Pierce goes on the guardian only when the defender rolls nothing', () => {
    const s = guarded(2, g, pierce);
    // Defender: h=2 or h1c1 → 1 die, Pierce kept → 1 wound; c=2 → 2 dice, Pierce 1.
    const w2 = C2 * (35 / 36);
    const w1 = H2 + H1C1 + C1 + C2 * (1 / 36);
    expectPmf(pmf(s), [H1C0 + NONE, w1, w2]);
    // Guardian: wounds 4/6 unless it alone is left to pierce (h1c0: always a wound).
    expectPmf(pmf(s, 'guardian0'), yesNo((H2 + H1C1) * (4 / 6) + H1C0));
  });

  it('docs/rules/legion.md "Pierce split": guardian-first spends Pierce on the guardian\'s block first', () => {
    const s = guarded(2, g, pierce, {}, { policy: { pierceSplit: 'guardian-first' } });
    // Defender with 1 die left: Pierce remains iff the guardian did not block (4/6).
    const w2 = C2 * (35 / 36);
    const w1 = (H2 + H1C1) * (4 / 6 + (2 / 6) * W) + C1 + C2 * (1 / 36);
    expectPmf(pmf(s), [1 - w1 - w2, w1, w2]);
    expectPmf(pmf(s, 'guardian0'), yesNo(15 / 16));
  });

  it('AMG Keyword Glossary, Immune: Pierce: Pierce cannot cancel the blocks of a guardian with Immune: Pierce', () => {
    const s = guarded(1, [{ x: 1, surge: 'block', keywords: { immunePierce: true } }], pierce);
    expectPmf(pmf(s, 'guardian0'), yesNo((6 / 8) * (4 / 6)));
    expectPmf(pmf(s), yesNo(1 / 8));
  });

  it("FFG Rules Reference 1.0, Immune: Pierce: a defender's Immune: Pierce does not protect the guardian", () => {
    const s = guarded(2, g, pierce, { keywords: { immunePierce: true } });
    expectPmf(pmf(s, 'guardian0'), yesNo(15 / 16));
    const left = overDice(2, RED_SURGE_HIT, ({ hit, crit }) => crit + Math.max(0, hit - 1));
    expectPmf(pmf(s), thin(left, W));
  });
});
