import { runExactJoint } from '../core/exact.ts';
import type { Program } from '../core/program.ts';
import { formAttackPool } from './attack-pool.ts';
import { compileLegion, compileSequenceAttack, sequenceAttackFingerprint } from './compile.ts';
import type { LegionScenario } from './scenario.ts';
import { attackScenario, type LegionSequence } from './sequence-scenario.ts';
import {
  ATTACKER_WOUNDS,
  DEF_SURGE_TOKENS,
  DODGE,
  DODGE_REGAINED,
  GUARDIAN_WOUNDS,
  MAX_GUARDIANS,
  SHIELDS,
  SUPPRESSION,
  WOUNDS,
} from './state.ts';
import { enrage } from './keywords/enrage.ts';
import {
  C_DODGE,
  C_GUARDIANS,
  C_SHIELD,
  C_SUPPRESSION,
  C_SURGE,
  C_WOUNDS,
  D_ATTACKER,
  D_DODGE_REGAINED,
  D_GUARDIAN,
  D_GUARDIANS_TOTAL,
  D_SUPPRESSION,
  D_WOUNDS,
} from './carried-state.ts';
import { suppressesDefeatedUnit } from './steps/suppression.ts';
import { minisInLos, unitProfile } from './unit-profile.ts';
import { SequenceBestPlay } from './sequence-best-play.ts';
import { sequenceGoal } from './sequence-goal.ts';
import { usesBestPlay } from './optimal-feasible.ts';

/** Slots of an attack's final state that `advance` reads, in this order (`runExactJoint`). */
export const OUTCOME_SLOTS: readonly number[] = [
  WOUNDS,
  SUPPRESSION,
  ATTACKER_WOUNDS,
  DODGE,
  DODGE_REGAINED,
  DEF_SURGE_TOKENS,
  SHIELDS,
  ...Array.from({ length: MAX_GUARDIANS }, (_, i) => GUARDIAN_WOUNDS + i),
];
const O_GUARDIANS = 7;

export {
  C_DODGE,
  C_GUARDIANS,
  C_SHIELD,
  C_SUPPRESSION,
  C_SURGE,
  C_WOUNDS,
  D_ATTACKER,
  D_DODGE_REGAINED,
  D_GUARDIAN,
  D_GUARDIANS_TOTAL,
  D_SUPPRESSION,
  D_WOUNDS,
};

/** An attack's program for one carried state, and which guardian each of its guardians is. */
export interface AttackProgram {
  readonly program: Program;
  readonly guardians: readonly number[];
}

/** One attack of the sequence once repeats are expanded. */
interface Step {
  /** Its entry in `attacks` (repeats of one entry are the same attacker). */
  readonly entry: number;
  readonly scenario: LegionScenario;
  readonly spray: boolean;
  /** Wounds the unit can suffer from this attack, by wounds it already has (lazy). */
  readonly caps: number[];
  /** Programs by `programKey` of the carried state. */
  readonly programs: Map<number, AttackProgram>;
  /** "optimal" decisions: they depend on the whole carried state (sequence-best-play.ts). */
  readonly optimal: boolean;
  /** Those programs by the whole carried state. */
  readonly bestPrograms: Map<string, AttackProgram>;
}

/** An attack's final outcomes: OUTCOME_SLOTS' values, one row per outcome, and their chances. */
export interface Joint {
  readonly values: Int32Array;
  readonly probs: Float64Array;
}

/**
 * An attack sequence ready to run: its attacks in order (repeats expanded), the carried state
 * it starts from, and the rules that take a carried state through one attack. Both executors
 * use it, so they share every carry-over rule and every attack's program.
 */
export class SequencePlan {
  readonly steps: readonly Step[];
  /** Wounds that defeat the unit (minis × wound threshold), or null without a unit profile. */
  readonly unitHealth: number | null;
  readonly woundThreshold: number;
  readonly guardianHealth: readonly number[];
  readonly width: number;
  readonly deltaWidth: number;
  /** Index in the running totals of the wounds on the attacker of `attacks[0]`. */
  readonly attackerTotals: number;
  /** Best play for the sequence's goal, when an attack has "optimal" rerolls. */
  readonly best: SequenceBestPlay | null;
  private readonly byScenario = new Map<string, Program>();
  private readonly joints = new Map<Program, Joint>();
  /** Miniatures in LOS by wounds on the unit (lazy). */
  private readonly inLos: number[] = [];

  /**
   * `shareRuns`: states whose attacks run alike share one program (`sequenceAttackFingerprint`);
   * false compiles one per distinct scenario (the tests compare both).
   */
  constructor(
    readonly seq: LegionSequence,
    private readonly shareRuns = true,
  ) {
    const d = seq.defender;
    this.unitHealth =
      d.minis !== null && d.woundThreshold !== null ? d.minis * d.woundThreshold : null;
    this.woundThreshold = d.woundThreshold ?? 1;
    this.guardianHealth = seq.guardians.map((g) => g.minis * g.woundThreshold);
    this.width = C_GUARDIANS + seq.guardians.length;
    this.attackerTotals = D_GUARDIAN + seq.guardians.length;
    this.deltaWidth = this.attackerTotals + seq.attacks.length;
    this.steps = seq.attacks.flatMap((a, entry) =>
      Array.from({ length: a.repeat }, () => {
        const scenario = attackScenario(seq, a);
        return {
          entry,
          scenario,
          spray: formAttackPool(scenario).weapons.some((w) => w.spray),
          caps: [],
          programs: new Map(),
          optimal: usesBestPlay(scenario),
          bestPrograms: new Map(),
        };
      }),
    );
    this.best = this.steps.some((st) => st.optimal)
      ? new SequenceBestPlay(this, sequenceGoal(seq))
      : null;
  }

  /** The carried state before the first attack: the defender as the scenario gives it. */
  initial(): Int32Array {
    const d = this.seq.defender;
    const c = new Int32Array(this.width);
    c[C_WOUNDS] = this.unitHealth === null ? 0 : d.woundsTaken;
    c[C_SUPPRESSION] = d.tokens.suppression;
    c[C_DODGE] = d.tokens.dodge;
    c[C_SURGE] = d.tokens.surge;
    c[C_SHIELD] = d.tokens.shield;
    return c;
  }

  /** A defeated unit takes nothing more: later attacks leave its state as it is. */
  defeated(c: Int32Array): boolean {
    return this.unitHealth !== null && (c[C_WOUNDS] as number) >= this.unitHealth;
  }

  /** Miniatures defeated since the sequence began (AMG Core Rulebook, Unit Cards "Wound Threshold"). */
  minisDefeated(c: Int32Array): number {
    const before = Math.floor(this.seq.defender.woundsTaken / this.woundThreshold);
    return Math.floor((c[C_WOUNDS] as number) / this.woundThreshold) - before;
  }

  private guardianAlive(c: Int32Array, i: number): boolean {
    return (c[C_GUARDIANS + i] as number) < (this.guardianHealth[i] as number);
  }

  /** Miniatures in LOS of the defender with c's wounds (Spray sees only those standing). */
  private minisInLos(c: Int32Array): number {
    const w = c[C_WOUNDS] as number;
    let n = this.inLos[w];
    if (n === undefined) {
      n = minisInLos({ ...this.seq.defender, woundsTaken: w }) ?? 1;
      this.inLos[w] = n;
    }
    return n;
  }

  /**
   * The part of the carried state attack k's program reads, as one number: the defender's
   * suppression (cover, Danger Sense), its tokens, the minis Spray sees, which guardians still
   * stand. Wounds matter to the program only through Spray; the wound cap and defeat are
   * applied by `advance`, so states that differ only in wounds share one program.
   */
  programKey(k: number, c: Int32Array): number {
    const step = this.steps[k] as Step;
    let mask = 0;
    for (let i = 0; i < this.guardianHealth.length; i++)
      if (this.guardianAlive(c, i)) mask |= 1 << i;
    const spray = step.spray ? this.minisInLos(c) : 0;
    if (this.enraged(c)) mask |= 1 << MAX_GUARDIANS;
    const tokens =
      (((c[C_SUPPRESSION] as number) * 64 + (c[C_DODGE] as number)) * 64 + (c[C_SURGE] as number)) *
        64 +
      (c[C_SHIELD] as number);
    return (tokens * 32 + spray) * 32 + mask;
  }

  /**
   * Enrage X with at least X wounds carried (AMG Keyword Glossary, Enrage X): courage "–" from
   * then on, as the wounds of earlier attacks count.
   */
  private enraged(c: Int32Array): boolean {
    const x = this.seq.defender.keywords.enrage;
    if (x === 0 || enrage.editions?.includes(this.seq.edition) === false) return false;
    return (c[C_WOUNDS] as number) >= x;
  }

  /**
   * Attack k's program against the defender in carried state c: the attack's scenario with the
   * defender's tokens, suppression and standing guardians as c has them. The unit profile is
   * left out (wounds, the LOS cap and defeat are `advance`'s), so the program gains suppression
   * as if the defender survives and `advance` takes it back where the unit fell. An attack
   * with "optimal" rerolls plays for the sequence's goal from c, wounds and all, so it gets a
   * program of its own for each carried state.
   */
  programAt(k: number, c: Int32Array): AttackProgram {
    const step = this.steps[k] as Step;
    if (step.optimal && this.best) return this.bestProgramAt(k, c, this.best);
    const key = this.programKey(k, c);
    const known = step.programs.get(key);
    if (known) return known;
    const { scenario, guardians } = this.scenarioAt(k, c);
    // States whose attacks run alike share one program (and, in the exact executor, one run).
    const print = this.shareRuns ? sequenceAttackFingerprint(scenario) : JSON.stringify(scenario);
    let program = this.byScenario.get(print);
    if (!program) {
      program = compileSequenceAttack(scenario);
      this.byScenario.set(print, program);
    }
    const made = { program, guardians };
    step.programs.set(key, made);
    return made;
  }

  /** An "optimal" attack's program from c: its decisions maximise `best.after` from c. */
  private bestProgramAt(k: number, c: Int32Array, best: SequenceBestPlay): AttackProgram {
    const step = this.steps[k] as Step;
    const key = c.join();
    const known = step.bestPrograms.get(key);
    if (known) return known;
    const from = c.slice();
    const { scenario, guardians } = this.scenarioAt(k, from);
    const o = new Int32Array(OUTCOME_SLOTS.length);
    const values = new Map<string, number>();
    const goal = (final: Int32Array): number => {
      for (let i = 0; i < o.length; i++) o[i] = final[OUTCOME_SLOTS[i] as number] as number;
      const at = o.join();
      let v = values.get(at);
      if (v === undefined) {
        v = best.after(k, from, made, o);
        values.set(at, v);
      }
      return v;
    };
    const made: AttackProgram = { program: compileSequenceAttack(scenario, goal), guardians };
    step.bestPrograms.set(key, made);
    return made;
  }

  /** Attack k's scenario against the defender in carried state c, and its standing guardians. */
  private scenarioAt(
    k: number,
    c: Int32Array,
  ): { scenario: LegionScenario; guardians: readonly number[] } {
    // The sequence's goal is the dynamic programme's (sequence-best-play.ts), not the attack's:
    // its own decisions ("auto" keyword choices) weigh the attack's mean wounds.
    const s: LegionScenario = { ...(this.steps[k] as Step).scenario };
    delete s.objective;
    const spray = (this.steps[k] as Step).spray;
    const guardians = s.guardians.flatMap((_, i) => (this.guardianAlive(c, i) ? [i] : []));
    const scenario: LegionScenario = {
      ...s,
      defender: {
        ...s.defender,
        minis: null,
        woundThreshold: null,
        woundsTaken: 0,
        courage: this.enraged(c) ? null : s.defender.courage,
        minisInLos: spray ? this.minisInLos(c) : null,
        tokens: {
          ...s.defender.tokens,
          suppression: c[C_SUPPRESSION] as number,
          dodge: c[C_DODGE] as number,
          surge: c[C_SURGE] as number,
          shield: c[C_SHIELD] as number,
        },
      },
      guardians: guardians.map((i) => s.guardians[i] as LegionScenario['guardians'][number]),
    };
    return { scenario, guardians };
  }

  /** The joint distribution of a program's OUTCOME_SLOTS (run once per program). */
  jointOf(program: Program): Joint {
    let joint = this.joints.get(program);
    if (!joint) {
      joint = runExactJoint(program, OUTCOME_SLOTS);
      this.joints.set(program, joint);
    }
    return joint;
  }

  /** Wounds attack k can make a unit with `wounds` already suffer (docs/rules/legion.md, step 9). */
  private cap(k: number, wounds: number): number {
    const step = this.steps[k] as Step;
    let cap = step.caps[wounds];
    if (cap === undefined) {
      const s = step.scenario;
      cap = unitProfile({ ...s, defender: { ...s.defender, woundsTaken: wounds } })?.cap ?? 0;
      step.caps[wounds] = cap;
    }
    return cap;
  }

  /**
   * The carry-over rules: the state after attack k (into `next`) and what it adds to the
   * running totals (into `delta`), from the state before it (`c`) and the attack's outcome `o`
   * (its final values of OUTCOME_SLOTS, under `made`, the program `programAt` gave for c).
   */
  advance(
    k: number,
    c: Int32Array,
    made: AttackProgram,
    o: ArrayLike<number>,
    next: Int32Array,
    delta: Int32Array,
  ): void {
    next.set(c);
    const dealt = o[0] as number;
    // Wounds: the unit suffers them up to its health and the LOS cap (docs/rules/legion.md, step 9;
    // AMG Core Rulebook, Unit Cards "Wound Threshold"; FFG Rules Reference 1.0, Defeated). An untracked defender
    // (no unit profile) carries no wounds: each attack meets it whole.
    if (this.unitHealth !== null)
      next[C_WOUNDS] =
        (c[C_WOUNDS] as number) + Math.min(dealt, this.cap(k, c[C_WOUNDS] as number));
    // Suppression tokens stay on the unit for the next attack (AMG Core Rulebook, Suppression; FFG Rules Reference 1.0,
    // Suppression), where they improve cover and add Danger Sense dice (AMG Keyword Glossary, Danger
    // Sense X) by the program's own rules. amg-2025 gives none to a unit the attack defeats.
    const gained =
      this.defeated(next) && !suppressesDefeatedUnit(this.seq.edition) ? 0 : (o[1] as number);
    next[C_SUPPRESSION] = (c[C_SUPPRESSION] as number) + gained;
    // Spent Dodge and Surge tokens and flipped Shield tokens are gone (AMG Core Rulebook, Tokens; AMG Keyword Glossary,
    // Shielded X: a flipped Shield stays inactive); Nimble's regained Dodge is there
    // for the next attack (AMG Keyword Glossary, Nimble).
    next[C_DODGE] = (o[3] as number) + (o[4] as number);
    next[C_SURGE] = o[5] as number;
    next[C_SHIELD] = o[6] as number;
    delta.fill(0);
    delta[D_WOUNDS] = dealt;
    delta[D_SUPPRESSION] = gained;
    // Deflect and Djem So Mastery wound the attacker (AMG Keyword Glossary, Deflect; Djem So Mastery):
    // counted for all attackers and for this attack's own.
    delta[D_ATTACKER] = o[2] as number;
    delta[this.attackerTotals + (this.steps[k] as Step).entry] = o[2] as number;
    delta[D_DODGE_REGAINED] = o[4] as number;
    // A guardian keeps its wounds; one that has suffered its health is defeated and guards no
    // more (AMG Keyword Glossary, Guardian X; FFG Rules Reference 1.0, Guardian X).
    made.guardians.forEach((i, j) => {
      const w = o[O_GUARDIANS + j] as number;
      const health = this.guardianHealth[i] as number;
      next[C_GUARDIANS + i] = Math.min(health, (c[C_GUARDIANS + i] as number) + w);
      delta[D_GUARDIAN + i] = w;
      delta[D_GUARDIANS_TOTAL] = (delta[D_GUARDIANS_TOTAL] as number) + w;
    });
  }

  /**
   * Largest value of each running total after attack k (for histogram sizes): each attack's
   * own bounds from its program against the most suppressed defender it can meet (Danger
   * Sense adds dice per token), summed.
   */
  deltaBounds(): Int32Array[] {
    const out: Int32Array[] = [];
    const sum = new Int32Array(this.deltaWidth);
    this.steps.forEach((step, k) => {
      const s = step.scenario;
      const most = s.defender.tokens.suppression + 2 * (k + 1);
      const program = compileLegion({
        ...s,
        defender: { ...s.defender, tokens: { ...s.defender.tokens, suppression: most } },
      });
      const max = (name: string) => program.observables.find((o) => o.name === name)?.max ?? 0;
      sum[D_WOUNDS] = (sum[D_WOUNDS] as number) + max('wounds');
      sum[D_SUPPRESSION] = (sum[D_SUPPRESSION] as number) + max('suppression');
      sum[D_ATTACKER] = (sum[D_ATTACKER] as number) + max('attackerWounds');
      const own = this.attackerTotals + step.entry;
      sum[own] = (sum[own] as number) + max('attackerWounds');
      sum[D_DODGE_REGAINED] = (sum[D_DODGE_REGAINED] as number) + max('dodgeRegained');
      sum[D_GUARDIANS_TOTAL] = (sum[D_GUARDIANS_TOTAL] as number) + max('guardianWounds');
      s.guardians.forEach((_, i) => {
        sum[D_GUARDIAN + i] = (sum[D_GUARDIAN + i] as number) + max(`guardian${i}`);
      });
      out.push(sum.slice());
    });
    return out;
  }
}
