import { buildContext } from '../../../src/engine/legion/compile.ts';
import { effectiveCover } from '../../../src/engine/legion/context.ts';
import type { LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { minisInLos } from '../../../src/engine/legion/unit-profile.ts';

/** A changed copy of a parsed scenario (a parsed scenario is itself valid input). */
export function changed(s: LegionScenario, edit: (c: LegionScenario) => void): LegionScenario {
  const c = structuredClone(s);
  edit(c);
  return c;
}

/**
 * With a guardian, "guardian-first" spends Pierce on the guardian's blocks that the defender
 * would have used, so more hits reaching the guardian can lower the defender's wounds: the
 * monotonicity properties hold for the default "defender-first" split only (monotonicity.test.ts).
 */
export const defenderFirst = (s: LegionScenario): LegionScenario =>
  changed(s, (c) => {
    c.policy.pierceSplit = 'defender-first';
  });

/** The same attack in melee: no guardians and no Backup (the parser allows them at Range only). */
export const asMelee = (s: LegionScenario): LegionScenario =>
  changed(s, (c) => {
    c.attackType = 'melee';
    c.guardians = [];
    c.defender.keywords.backup = false;
  });

/**
 * Lethal X with the default policy "auto" keeps an Aim for Lethal only when no die is worth
 * rerolling (docs/rules/legion.md "Default policies": Lethal). An extra attack die can bring a Blank
 * that the Aim then rerolls, so the pool loses Lethal's Pierce 1, which can be worth more than
 * the die: adding a die can lower mean wounds under that documented policy (pinned in
 * monotonicity.test.ts). "pierce-first" keeps the Aim for Lethal whatever the dice show, so the
 * extra die takes nothing.
 */
export const lethalPierceFirst = (s: LegionScenario): LegionScenario =>
  s.attacker.keywords.lethal > 0
    ? changed(s, (c) => {
        c.policy.lethal = 'pierce-first';
      })
    : s;

/**
 * Marksman with the "convert" policy. Under "reroll" (and "auto" once the dice make a reroll look
 * worth more than a conversion) an extra die can bring a Blank that the Aim then rerolls, so the
 * pool loses the conversion, which can be worth more than the die: adding a die can lower mean
 * wounds under those documented policies (pinned in monotonicity.test.ts). "convert" never
 * rerolls with an Aim.
 */
export const marksmanConverts = (s: LegionScenario): LegionScenario =>
  s.attacker.keywords.marksman
    ? changed(s, (c) => {
        c.policy.marksman = 'convert';
      })
    : s;

/** Whether the attack rolls an amg-2025 cover pool (docs/rules/legion.md, step 5c), a random cancel. */
export function amgCoverPool(s: LegionScenario): boolean {
  const ctx = buildContext(s);
  return ctx.amg && ctx.ranged && !ctx.coverIgnored && effectiveCover(ctx) > 0;
}

/**
 * Marksman left out where the amg cover pool is rolled: its conversions are chosen by the
 * results that outlast the certain cancels (policies/convert-results.ts `lasting`), and a tie
 * between Blank→hit and hit→crit goes to Blank→hit; the cover pool cancels hits only, by a roll
 * the policy does not count, so an extra die can make the tie the worse choice (pinned in
 * monotonicity.test.ts).
 */
export const noMarksmanVsCoverPool = (s: LegionScenario): LegionScenario =>
  s.attacker.keywords.marksman && amgCoverPool(s)
    ? changed(s, (c) => {
        c.attacker.keywords.marksman = false;
      })
    : s;

/** Attack dice in the pool once it is formed (Spray adds the weapon once per mini in LOS). */
export function poolDice(s: LegionScenario): number {
  const d = s.attacker.dice;
  // Spray: once per miniature in LOS that still stands (AMG Keyword Glossary, Spray).
  const spray = s.attacker.keywords.spray ? (minisInLos(s.defender) ?? 1) : 1;
  return (d.red + d.black + d.white) * spray;
}
