import type { IaScenario, IaSurgeAbility } from '../../../engine/index.ts';
import { CONDITION_LABELS } from './condition-labels.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** Dice in words, "2 red, 1 yellow" ("no dice" when none). */
export function diceInWords(dice: Readonly<Record<string, number>>): string {
  const parts = Object.entries(dice).flatMap(([c, n]) => (n > 0 ? [`${n} ${c}`] : []));
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** One surge ability in words: "1 surge: Pierce 3", "2 surges: Blast 3". */
export function surgeInWords(a: IaSurgeAbility): string {
  const effects = [
    ...(a.damage ? [`${signed(a.damage)} damage`] : []),
    ...(a.pierce ? [`Pierce ${a.pierce}`] : []),
    ...(a.accuracy ? [`${signed(a.accuracy)} accuracy`] : []),
    ...(a.blast ? [`Blast ${a.blast}`] : []),
    ...(a.cleave ? [`Cleave ${a.cleave}`] : []),
    ...a.conditions.map((c) => CONDITION_LABELS[c]),
  ];
  return `${plural(a.cost, 'surge')}: ${effects.join(', ') || 'nothing'}`;
}

/** The attacker's pool in words, a line each: dice, always-on modifiers, surge abilities. */
export function attackerPoolWords(s: IaScenario): string[] {
  const a = s.attacker;
  const m = a.modifiers;
  const always = [
    ...(m.damage ? [`${signed(m.damage)} damage`] : []),
    ...(m.surge ? [`${signed(m.surge)} surge`] : []),
    ...(m.accuracy ? [`${signed(m.accuracy)} accuracy`] : []),
    ...(m.pierce ? [`Pierce ${m.pierce}`] : []),
  ];
  return [
    `Attack dice: ${diceInWords(a.dice)}`,
    ...(always.length > 0 ? [`Always: ${always.join(', ')}`] : []),
    ...a.surgeAbilities.map(surgeInWords),
  ];
}

/** The defender's card in words: defence dice, always-on block / evade, health. */
export function defenderPoolWords(s: IaScenario): string[] {
  const d = s.defender;
  const always = [
    ...(d.modifiers.block ? [`${signed(d.modifiers.block)} block`] : []),
    ...(d.modifiers.evade ? [`${signed(d.modifiers.evade)} evade`] : []),
  ];
  return [
    `Defense dice: ${diceInWords(d.dice)}`,
    ...(always.length > 0 ? [`Always: ${always.join(', ')}`] : []),
    ...(d.health !== null ? [`Health: ${d.health}`] : []),
  ];
}
