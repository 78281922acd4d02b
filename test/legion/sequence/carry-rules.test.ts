import { describe, expect, it } from 'vitest';
import { expectPmf, legion, pmf, type Json } from '../rules/helpers.ts';
import { after, exactResult, mixture, shifted } from './helpers.ts';

// Rule tests for what one attack of a sequence leaves for the next (src/engine/legion/carry.ts).
// Expected values are built by hand from the dice (docs/rules/legion.md "Dice"): a red attack die
// shows hit 5/8, crit 1/8, surge 1/8, Blank 1/8 (with no surge chart a surge ends as a Blank);
// a white defense die block 1/6, surge 1/6, Blank 4/6.

/** One red attack die, no surge chart, at Range unless said. */
const oneRed = (fields: Json = {}): Json => ({ attacker: { dice: { red: 1 } }, ...fields });
const HIT = 5 / 8;
const CRIT = 1 / 8;
const NO_HIT = 2 / 8;
/** A hit or crit that meets one white defense die (no surge chart) wounds unless it blocks. */
const WOUND = 5 / 6;

/** P(value) of a two-valued count: [P(0), P(1)]. */
const yes = (p: number): number[] => [1 - p, p];
const conv = (a: readonly number[], b: readonly number[]): number[] => {
  const out: number[] = [];
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0) + x * y)));
  return out;
};

describe('carry-over: wounds and defeat', () => {
  // AMG Core Rulebook, Unit Cards "Wound Threshold"; FFG Rules Reference 1.0, Defeated: a miniature with wounds equal
  // to its threshold is defeated; docs/rules/legion.md, step 9.
  const q = (6 / 8) * WOUND;
  // Courage "–": no suppression, so no cover from it either.
  const seq = legion({
    defender: { minis: 2, woundThreshold: 1, courage: null },
    attacks: [oneRed({ repeat: 3 })],
  });

  it('wounds stay on the unit until it falls: P(defeated by attack k) is P(2 wounds in k)', () => {
    const r = exactResult(seq);
    expect(after(r, 0, 'unitDefeated').mean).toBeCloseTo(0, 12);
    expect(after(r, 1, 'unitDefeated').mean).toBeCloseTo(q * q, 12);
    expect(after(r, 2, 'unitDefeated').mean).toBeCloseTo(3 * q * q * (1 - q) + q ** 3, 12);
    expectPmf(after(r, 2, 'minisDefeated').pmf, [
      (1 - q) ** 3,
      3 * q * (1 - q) ** 2,
      3 * q * q * (1 - q) + q ** 3,
    ]);
  });

  it('a defeated unit takes nothing more: the third attack never meets it', () => {
    // Three hits would be 3 wounds dealt; the unit falls at 2 and the third attack is not made.
    const r = exactResult(seq);
    expectPmf(r.wounds?.pmf ?? [], [
      (1 - q) ** 3,
      3 * q * (1 - q) ** 2,
      3 * q * q * (1 - q) + q ** 3,
    ]);
    const at = r['attacksToDefeat'] as { byAttack: number[]; notDefeated: number };
    expectPmf(at.byAttack, [0, q * q, 2 * q * q * (1 - q)]);
    expect(at.notDefeated).toBeCloseTo(1 - q * q - 2 * q * q * (1 - q), 12);
  });

  it('Spray sees only the miniatures still standing (AMG Keyword Glossary, Spray)', () => {
    const spray = { attacker: { dice: { white: 1 }, keywords: { spray: true } } };
    const defender = { minis: 3, woundThreshold: 1, courage: null };
    const r = exactResult(legion({ defender, attacks: [spray, spray] }));
    // Oracle: the second attack is the single attack against the unit with w1 wounds.
    const first = pmf(legion({ ...spray, defender }));
    const parts = first.map((p1, w1) => {
      if (w1 >= 3) return { weight: p1, pmf: shifted([1], w1) };
      const second = pmf(legion({ ...spray, defender: { ...defender, woundsTaken: w1 } }));
      return { weight: p1, pmf: shifted(second, w1) };
    });
    expectPmf(r.wounds?.pmf ?? [], mixture(parts));
  });
});

describe('carry-over: suppression', () => {
  it('amg-2025: no token for the unit the attack defeats, one for a survivor (docs/rules/legion.md, step 10)', () => {
    // Courage 2: one token does not make the unit Suppressed (no cover from it).
    const r = exactResult(
      legion({
        defender: { minis: 1, woundThreshold: 1, courage: 2 },
        attacks: [oneRed({ repeat: 2 })],
      }),
    );
    // Attack 1: a hit that is blocked (1/8) suppresses; a wound (5/8) defeats, no token.
    // Attack 2 (only on a survivor) likewise.
    expectPmf(r['suppression'] ? (r['suppression'] as { pmf: number[] }).pmf : [], [
      1 - 10 / 64,
      9 / 64,
      1 / 64,
    ]);
  });

  it('ffg-1.0: a token whenever the pool hit, defeated or not (FFG Rules Reference 1.0, Attack, step 10)', () => {
    const r = exactResult(
      legion({
        edition: 'ffg-1.0',
        defender: { minis: 1, woundThreshold: 1 },
        attacks: [oneRed({ repeat: 2 })],
      }),
    );
    expectPmf((r['suppression'] as { pmf: number[] }).pmf, [4 / 64, 54 / 64, 6 / 64]);
  });

  it('amg-2025: a Suppressed defender improves its cover for the next attack (AMG Core Rulebook, Suppression; Cover)', () => {
    const r = exactResult(
      legion({ defender: { cover: 'light', courage: 1 }, attacks: [oneRed(), oneRed()] }),
    );
    // Light cover: a hit survives the cover pool 5/6, then the defense die 5/6; heavy cover
    // (Suppressed: light + 1) cancels on block or surge: 4/6, then 5/6. Crits skip cover.
    const light = HIT * (25 / 36) + CRIT * WOUND;
    const heavy = HIT * (20 / 36) + CRIT * WOUND;
    const woundAndToken = light; // every wound came from a hit or crit, which suppresses
    const tokenNoWound = 6 / 8 - light;
    const want = mixture([
      { weight: woundAndToken, pmf: shifted(yes(heavy), 1) },
      { weight: tokenNoWound, pmf: yes(heavy) },
      { weight: NO_HIT, pmf: yes(light) },
    ]);
    expectPmf(r.wounds?.pmf ?? [], want);
    // The same two attacks as independent ones (no carry) would differ: the test can fail.
    expect(Math.abs((r.wounds?.pmf[2] ?? 0) - light * light)).toBeGreaterThan(1e-3);
  });

  it('ffg-1.0: any suppression token improves cover none → light (FFG Rules Reference 1.0, Suppression; Cover)', () => {
    const r = exactResult(
      legion({ edition: 'ffg-1.0', defender: { courage: 1 }, attacks: [oneRed(), oneRed()] }),
    );
    // No cover: a hit or crit wounds 5/6. Light cover (ffg) cancels the single hit.
    const bare = (6 / 8) * WOUND;
    const covered = CRIT * WOUND;
    expectPmf(
      r.wounds?.pmf ?? [],
      mixture([
        { weight: (6 / 8) * WOUND, pmf: shifted(yes(covered), 1) },
        { weight: (6 / 8) * (1 - WOUND), pmf: yes(covered) },
        { weight: NO_HIT, pmf: yes(bare) },
      ]),
    );
  });

  it('Danger Sense rolls one more die per token carried (AMG Keyword Glossary, Danger Sense X)', () => {
    // Courage 2: one token does not make the unit Suppressed, so cover stays out of it.
    const r = exactResult(
      legion({
        defender: { courage: 2, keywords: { dangerSense: 2 } },
        attacks: [oneRed(), oneRed()],
      }),
    );
    const plain = (6 / 8) * WOUND;
    const sensed = (6 / 8) * WOUND * WOUND; // the extra die must not block either
    expectPmf(
      r.wounds?.pmf ?? [],
      mixture([
        { weight: (6 / 8) * WOUND, pmf: shifted(yes(sensed), 1) },
        { weight: (6 / 8) * (1 - WOUND), pmf: yes(sensed) },
        { weight: NO_HIT, pmf: yes(plain) },
      ]),
    );
  });
});

describe('carry-over: tokens spent are gone (AMG Core Rulebook, Tokens; docs/rules/legion.md "Defender tokens")', () => {
  it('a Dodge spent on a hit is not there for the next attack; one kept is', () => {
    const r = exactResult(
      legion({ defender: { courage: null, tokens: { dodge: 1 } }, attacks: [oneRed(), oneRed()] }),
    );
    // Attack 1: a hit is dodged (the token goes); a crit wounds 5/6 and keeps it; a Blank keeps it.
    const dodged = CRIT * WOUND;
    const open = (6 / 8) * WOUND;
    expectPmf(
      r.wounds?.pmf ?? [],
      mixture([
        { weight: HIT, pmf: yes(open) },
        { weight: CRIT, pmf: conv(yes(WOUND), yes(dodged)) },
        { weight: NO_HIT, pmf: yes(dodged) },
      ]),
    );
  });

  it('a flipped Shield stays inactive (AMG Keyword Glossary, Shielded X)', () => {
    const r = exactResult(
      legion({ defender: { courage: null, tokens: { shield: 1 } }, attacks: [oneRed(), oneRed()] }),
    );
    expectPmf(r.wounds?.pmf ?? [], [1 - (6 / 8) * (5 / 8), (6 / 8) * (5 / 8)]);
  });

  it('a Surge token converts one defense surge, once', () => {
    const r = exactResult(
      legion({ defender: { courage: null, tokens: { surge: 1 } }, attacks: [oneRed(), oneRed()] }),
    );
    // With the token a surge blocks (wound 4/6); once spent, a surge is a Blank (wound 5/6).
    const kept = (6 / 8) * (4 / 6);
    const gone = (6 / 8) * WOUND;
    expectPmf(
      r.wounds?.pmf ?? [],
      mixture([
        { weight: (6 / 8) * (1 / 6), pmf: yes(gone) }, // surge rolled: token spent, blocked
        { weight: (6 / 8) * (1 / 6), pmf: yes(kept) }, // block rolled
        { weight: (6 / 8) * (4 / 6), pmf: shifted(yes(kept), 1) }, // Blank: wound
        { weight: NO_HIT, pmf: yes(kept) },
      ]),
    );
  });
});

describe('carry-over: guardians (AMG Keyword Glossary, Guardian X)', () => {
  it('a guardian keeps its wounds and, once defeated, guards no more', () => {
    const r = exactResult(
      legion({
        defender: { courage: null },
        guardians: [{ x: 1, woundThreshold: 1, minis: 1 }],
        attacks: [oneRed(), oneRed()],
      }),
    );
    // Attack 1: a hit goes to the guardian, who is wounded (defeated) unless it blocks (5/6);
    // a crit meets the defender. Attack 2: as attack 1 while the guardian stands, else the
    // defender takes hits and crits alike.
    const guardianFalls = HIT * WOUND;
    const guarded = CRIT * WOUND;
    const open = (6 / 8) * WOUND;
    const defender = mixture([
      { weight: guardianFalls, pmf: yes(open) },
      { weight: CRIT * WOUND, pmf: shifted(yes(guarded), 1) },
      { weight: 1 - guardianFalls - CRIT * WOUND, pmf: yes(guarded) },
    ]);
    expectPmf(r.wounds?.pmf ?? [], defender);
    const g = r['guardians'] as { wounds: { pmf: number[] } }[];
    const hurt = guardianFalls + (1 - guardianFalls) * guardianFalls;
    expectPmf(g[0]?.wounds.pmf ?? [], [1 - hurt, hurt]);
  });
});

describe('carry-over: wounds on each attacker', () => {
  it('Djem So Mastery wounds the attacker only while the unit stands to be attacked (AMG Keyword Glossary, Djem So Mastery)', () => {
    const r = exactResult(
      legion({
        defender: { minis: 1, woundThreshold: 1, keywords: { djemSoMastery: true } },
        attacks: [oneRed({ attackType: 'melee', repeat: 2 })],
      }),
    );
    // A Blank (2/8) wounds the attacker; a hit or crit that wounds (5/8) defeats the unit.
    const want = [46 / 64, 14 / 64, 4 / 64];
    expectPmf((r['attackerWounds'] as { pmf: number[] }).pmf, want);
    const own = r['attackers'] as { wounds: { pmf: number[] } }[];
    expectPmf(own[0]?.wounds.pmf ?? [], want);
  });

  it('Deflect counts against the attacker of each attack separately (AMG Keyword Glossary, Deflect)', () => {
    const defender = { courage: null, keywords: { deflect: true } };
    const r = exactResult(
      legion({ defender, attacks: [oneRed(), oneRed({ attacker: { dice: { black: 2 } } })] }),
    );
    const own = r['attackers'] as { wounds: { pmf: number[] } }[];
    expectPmf(own[0]?.wounds.pmf ?? [], pmf(legion({ ...oneRed(), defender }), 'attackerWounds'));
    expectPmf(
      own[1]?.wounds.pmf ?? [],
      pmf(legion({ attacker: { dice: { black: 2 } }, defender }), 'attackerWounds'),
    );
  });
});
