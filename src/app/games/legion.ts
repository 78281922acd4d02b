import {
  pointsEfficiency,
  type AttackResult,
  type LegionInput,
  type PointsEfficiency,
  type Summary,
} from '../../engine/index.ts';
import { isSequence } from '../../lib/editors/legion/legion-sequence.ts';
import { num, pct } from '../../report/format.ts';
import { starterScenario } from '../../lib/editors/legion/legion-defaults.ts';
import { addedChips } from '../../lib/picker/added-chips.ts';
import { atLeast } from '../../lib/results/stats.ts';
import { effectiveScenario } from './legion/effective.ts';
import { effectiveSequence, sparseSequence } from './legion/sequence.ts';
import { legionPinName } from './legion/pin-name.ts';
import { sparseScenario } from './legion/sparse.ts';
import type { KeyNumber, ResultCard } from '../../lib/results/game-view.ts';
import type { AppMode } from './app-game.ts';

/** Legion's secondary results, as the CLI JSON names them. */
interface LegionExtras {
  wounds?: Summary;
  /** With a unit profile: wounds capped at the unit's remaining health. */
  woundsSuffered?: Summary;
  /** The defending unit's remaining health (added by `withScenario`, from its profile). */
  unitHealth?: number;
  attackerWounds?: Summary;
  suppression?: Summary;
  minisDefeated?: Summary;
  unitDefeated?: Summary;
  guardianWounds?: Summary;
  guardians?: { wounds: Summary }[];
  dodgeRegained?: Summary;
  /** An attack sequence: each attack's results, cumulative up to it. */
  sequence?: { unitDefeated?: Summary }[];
  /** With a unit profile: P(defeated by exactly attack k + 1). */
  attacksToDefeat?: { byAttack: number[] };
  /** Between unit presets (added by `withScenario`, as the CLI adds it). */
  points?: PointsEfficiency;
}

/**
 * Points efficiency beside the key numbers, as the CLI's JSON gives it; against a unit of known
 * health the wounds are those it suffers (overkill left out), from the same points.
 */
function pointsNumbers(q: LegionExtras): KeyNumber[] {
  const p = q.points;
  if (!p) return [];
  const out: KeyNumber[] = [];
  const perPoint = sufferedPer100(q);
  if (perPoint !== null)
    out.push({
      label: 'Suffered / 100 pts',
      value: num(perPoint),
      title: `Expected wounds the unit suffers (overkill left out) per 100 points of the attacking unit (${p.attackerPoints} points)`,
    });
  else if (p.woundsPer100Points !== null)
    out.push({
      label: 'Wounds / 100 pts',
      value: num(p.woundsPer100Points),
      title: `Expected wounds per 100 points of the attacking unit (${p.attackerPoints} points)`,
    });
  if (p.defenderPointsRemovedPer100Points !== null && p.defenderCostPerMini !== null)
    out.push({
      label: 'Points removed / 100 pts',
      value: num(p.defenderPointsRemovedPer100Points),
      title: `Expected defending miniatures defeated × ${num(p.defenderCostPerMini, 1)} points each (the unit's cost per miniature), per 100 points of the attacking unit`,
    });
  return out;
}

const reaches = (s: Summary | undefined) => (s ? s.pmf.length > 1 : false);

/** Wounds suffered per 100 points of the attacker; null without either. */
function sufferedPer100(q: LegionExtras): number | null {
  const a = q.points?.attackerPoints ?? null;
  return q.woundsSuffered && a !== null && a > 0 ? (q.woundsSuffered.mean * 100) / a : null;
}

/** The defending unit's remaining health, when its miniatures and wound threshold are given. */
function unitHealth(s: LegionInput): number | null {
  const d = s.defender;
  return d.minis === null || d.woundThreshold === null
    ? null
    : d.minis * d.woundThreshold - d.woundsTaken;
}

/** Star Wars: Legion in the app: one attack, or a sequence of attacks on one defender. */
export const legionApp: AppMode<LegionInput> = {
  label: 'Star Wars: Legion',
  short: 'Legion',
  unit: { word: 'wounds', title: 'Wounds', caption: 'Chance of each number of wounds' },
  about:
    'Holotable follows the Star Wars: Legion rules step by step (AMG Core Rulebook 2025 or FFG Rules Reference 1.0).',
  starter: starterScenario,
  effective: (s) => (isSequence(s) ? effectiveSequence(s) : effectiveScenario(s)),
  sparse: (s) => (isSequence(s) ? sparseSequence(s) : sparseScenario(s)),
  added: (s) => addedChips(s as LegionInput),
  pinName: legionPinName,
  keyNumbers(r) {
    const q = r as LegionExtras;
    const points = pointsNumbers(q);
    if (!q.unitDefeated) return points;
    const seq = q.sequence ?? [];
    // A sequence: P(defeated by attack k) after each attack but the last (the headline's).
    const byAttack = seq.slice(0, -1).flatMap((e, k) =>
      e.unitDefeated
        ? [
            {
              label: `Defeated by attack ${k + 1}`,
              value: pct(atLeast(e.unitDefeated, 1)),
              title: `Chance the unit is defeated by the end of attack ${k + 1}`,
            },
          ]
        : [],
    );
    const cost = q.points?.unitDefeated?.points;
    const label =
      seq.length > 0
        ? `Defeated by attack ${seq.length}`
        : cost === undefined
          ? 'Unit defeated'
          : `Unit defeated (${cost} pts)`;
    return [...byAttack, { label, value: pct(atLeast(q.unitDefeated, 1)) }, ...points];
  },
  cards(r) {
    const q = r as LegionExtras;
    const out: ResultCard[] = [];
    if (q.minisDefeated) out.push({ title: 'Miniatures defeated', s: q.minisDefeated, upTo: 3 });
    if (q.suppression)
      out.push({
        title: 'Suppression gained',
        s: q.suppression,
        upTo: 2,
        ...(reaches(q.suppression) ? {} : { note: 'None from this attack.' }),
      });
    if (q.attackerWounds && reaches(q.attackerWounds))
      out.push({ title: 'Wounds on the attacker', s: q.attackerWounds, upTo: 2 });
    if (q.guardianWounds) out.push({ title: 'Wounds on guardians', s: q.guardianWounds, upTo: 2 });
    const guardians = q.guardians ?? [];
    if (guardians.length > 1)
      guardians.forEach((g, i) =>
        out.push({ title: `Guardian ${i + 1} wounds`, s: g.wounds, upTo: 2 }),
      );
    if (q.dodgeRegained && reaches(q.dodgeRegained))
      out.push({ title: 'Dodge regained (Nimble)', s: q.dodgeRegained, upTo: 1 });
    return out;
  },
  probabilities: () => ({}),
  withScenario(r, s) {
    // Points efficiency is per attack: a sequence reports none (as in the CLI).
    const points = isSequence(s) ? null : pointsEfficiency(s, r);
    const health = unitHealth(s);
    return {
      ...r,
      ...(points ? { points } : {}),
      ...(health !== null ? { unitHealth: health } : {}),
    };
  },
  suffered(r) {
    const q = r as LegionExtras;
    if (!q.woundsSuffered) return null;
    const over = (q.wounds?.mean ?? 0) - q.woundsSuffered.mean;
    const has = q.unitHealth === undefined ? '' : ` (unit has ${q.unitHealth})`;
    const beyond =
      q.unitHealth === undefined ? 'the unit can suffer' : `the unit's ${q.unitHealth}`;
    return {
      title: `Wounds suffered${has}`,
      word: 'wounds suffered',
      note:
        over > 1e-9
          ? `Overkill left out: ${num(q.wounds?.mean ?? 0)} wounds rolled on average, ${num(over)} of them beyond ${beyond}.`
          : null,
    };
  },
  points(r) {
    return (r as LegionExtras).points?.attackerPoints ?? null;
  },
  stages(r) {
    return ((r as LegionExtras).sequence ?? []).map((_, k) => `${k + 1}`);
  },
  atStage(r, k) {
    const seq = (r as LegionExtras).sequence;
    const entry = seq?.[k];
    if (!seq || !entry || k === seq.length - 1) return r;
    const out: AttackResult = { ...r, ...entry, sequence: seq.slice(0, k + 1) };
    delete out['attacksToDefeat'];
    return out;
  },
  killByStage(r) {
    const q = r as LegionExtras;
    if (!q.unitDefeated) return null;
    // A single attack is a sequence of one.
    const steps = q.sequence ?? [q];
    // P(defeated) is 1 - P(standing): its interval from the standing one's (also when no trial
    // defeated the unit, and the summary has no P(≥ 1) to give an interval for).
    const cis = steps.map((e): [number, number] | undefined => {
      const standing = e.unitDefeated?.ci95?.[0];
      return standing ? [1 - standing[1], 1 - standing[0]] : undefined;
    });
    return {
      byStage: steps.map((e) => atLeast(e.unitDefeated, 1)),
      ...(q.attacksToDefeat ? { fallsAt: q.attacksToDefeat.byAttack } : {}),
      ...(cis.every((c): c is [number, number] => c !== undefined) ? { ci95: cis } : {}),
    };
  },
  kill: {
    label: 'P(kill)',
    title: 'Chance to defeat the whole unit',
    needs:
      "the defending unit's miniatures and wounds (Defender, Unit, Track miniatures and wounds)",
  },
  killChance(r: AttackResult) {
    const u = (r as LegionExtras).unitDefeated;
    return u ? atLeast(u, 1) : null;
  },
};
