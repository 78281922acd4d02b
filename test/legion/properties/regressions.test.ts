import { describe, expect, it } from 'vitest';
import { differences, exact, mean, meanWounds, SLACK } from './quantities.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Discrepancies the properties found, now fixed in src/ and pinned here.

describe('regressions found by the properties', () => {
  const melee = (attacker: JsonRecord, defender: JsonRecord = {}): JsonRecord => ({
    v: 1,
    game: 'legion',
    attackType: 'melee',
    attacker,
    defender,
  });

  // keywords/ram.ts changes Blanks first; keywords/djem-so-mastery.ts wounds the attacker if a
  // Blank is left at Compare Results. The end of step 4 must keep Ram X + 1 Blanks (it once kept
  // max(Ram X, 1), and Ram ate the only Blank kept). 3 white dice (Blank or unconverted surge 6/8
  // each), Ram 1: a Blank is left iff at least 2 were rolled: 3·(3/4)²·(1/4) + (3/4)³ = 27/32.
  it('Ram 1 (moved) vs Djem So: P(attacker wound) = 27/32 (was 0)', () => {
    const q = exact(
      melee(
        { dice: { white: 3 }, moved: true, keywords: { ram: 1 } },
        { keywords: { djemSoMastery: true } },
      ),
    );
    expect(q['attackerWounds']?.pmf[1] ?? 0).toBeCloseTo(27 / 32, 12);
  });

  // policies/convert-results.ts: Marksman sends each Aim where it adds most results that
  // outlast Impact and Armor — but cover and Dodge cancel hits before Impact. ffg-1.0, 2 red
  // dice, 1 Aim, Marksman "convert", heavy cover (cancels 2 hits), Armor: with Weak Point 1 a
  // hit + Blank becomes 2 hits (both lost to cover) instead of hit → crit (kept). Weak Point
  // gives the attacker options and takes none away, so it must not lower mean wounds:
  // without it 0.5546875, with it the engine gives 0.3984375.
  it('Marksman conversions with Weak Point behind heavy ffg cover: mean ≥ 0.5546875', () => {
    const sc = (weakPoint: number) => ({
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2 }, tokens: { aim: 1 }, keywords: { marksman: true } },
      defender: { die: 'red', cover: 'heavy', keywords: { armor: 1, weakPoint } },
      policy: { marksman: 'convert' },
    });
    expect(meanWounds(sc(1))).toBeGreaterThanOrEqual(meanWounds(sc(0)) - SLACK);
  });

  // The same policy ignores Dodge and Backup, which also cancel hits only: amg-2025, white
  // dice with surge→hit, 1 Aim, Marksman, Pierce 1, against a red-die defender with a Dodge,
  // Armor 1 and Backup. One die: a hit becomes a crit and wounds (mean 0.375). Two dice, hit +
  // Blank: Blank→hit and hit→crit tie on "results past Armor", the tie goes to Blank→hit,
  // and Dodge and Armor then cancel both hits. An extra die lowers the mean to 0.35546875.
  it('Marksman: a second white die never lowers mean wounds (was 0.375 → 0.355)', () => {
    const sc = (white: number) => ({
      v: 1,
      game: 'legion',
      attacker: {
        dice: { white },
        surge: 'hit',
        tokens: { aim: 1 },
        keywords: { marksman: true, pierce: 1 },
      },
      defender: { die: 'red', tokens: { dodge: 1 }, keywords: { armor: 1, backup: true } },
    });
    expect(meanWounds(sc(2))).toBeGreaterThanOrEqual(meanWounds(sc(1)) - SLACK);
  });

  // policies/reroll-defense.ts: Uncanny Luck rerolls "surges nothing will convert", but does
  // not count Hold the Line's surge→block (defending in melee), so it rerolls sure blocks.
  // 1 red attack die (hit or crit 6/8), white defense, Uncanny Luck 1: a Blank (4/6) is
  // rerolled, a surge kept: P(block) = 2/6 + 4/6·2/6 = 5/9, mean wounds = 3/4·4/9 = 1/3, as
  // with a surge→block chart (it was 5/12).
  it('Uncanny Luck with Hold the Line keeps converted surges: mean 1/3 (was 5/12)', () => {
    const q = exact(
      melee(
        { dice: { red: 1 } },
        { die: 'white', keywords: { uncannyLuck: 1, holdTheLine: true } },
      ),
    );
    expect(mean(q)).toBeCloseTo(1 / 3, 12);
  });

  // keywords/immune-deflect.ts: in ffg-1.0 a defender cannot use Deflect against Immune:
  // Deflect at all, so Deflect must change nothing. Uncanny Luck's choice still counts
  // Deflect's surge→block (it reads the keyword, not whether Deflect is allowed) and keeps
  // surges that end as Blanks.
  it("ffg Immune: Deflect makes the defender's Deflect inert, Uncanny Luck included", () => {
    const sc = (deflect: boolean) => ({
      v: 1,
      game: 'legion',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2 }, keywords: { immuneDeflect: true } },
      defender: { die: 'white', tokens: { dodge: 1 }, keywords: { uncannyLuck: 1, deflect } },
    });
    expect(differences(exact(sc(true)), exact(sc(false)))).toEqual([]);
  });
});
