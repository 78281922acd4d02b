import type { IaFigure, IaScenario } from '../../../engine/index.ts';

/**
 * Sets the attacker from a figure's card, as `attacker.figure` expands it: dice, always-on
 * modifiers and surge abilities, and the attack type (a ranged attack keeps its distance, or
 * 4). Rerolls and conditions are the player's and stay.
 */
export function applyAttackerFigure(s: IaScenario, f: IaFigure): void {
  if (f.dice === null || f.attackType === null) return;
  s.attacker.preset = { figure: f.id, name: f.name };
  s.attacker.dice = { ...f.dice };
  s.attacker.modifiers = { ...f.attackerModifiers };
  s.attacker.surgeAbilities = f.surgeAbilities.map((a) => ({
    ...a,
    conditions: [...a.conditions],
  }));
  if (f.attackType === 'melee') {
    if (s.attackType === 'ranged' || (s.attackType === 'reach' && !f.reach)) s.attackType = 'melee';
    s.distance = null;
  } else {
    s.attackType = 'ranged';
    s.distance ??= 4;
  }
}

/** Sets the defender from a figure's card: defence dice, always-on block / evade, health. */
export function applyDefenderFigure(s: IaScenario, f: IaFigure): void {
  s.defender.preset = { figure: f.id, name: f.name };
  s.defender.dice = { ...f.defense };
  s.defender.modifiers = { ...f.defenderModifiers };
  s.defender.health = f.health;
}

/** Why a figure cannot attack ("" when it can): no attack, or a pool the player chooses. */
export function cannotAttack(f: IaFigure): string {
  if (f.choosesPool !== null) return `${f.choosesPool}: set the dice by hand`;
  if (f.dice === null || f.attackType === null) return 'no attack';
  return '';
}
