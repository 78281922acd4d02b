import type { AdviceOption, FaceCounts, Objective } from '../../engine/index.ts';

/** The goal in a player's words ("most wounds on average", "wipe the unit", "at least 2 wounds"). */
export function goalWords(o: Objective): string {
  if (o.kind === 'kill') return 'wipe the unit';
  if (o.kind === 'atLeast') return `at least ${o.k} wound${o.k === 1 ? '' : 's'}`;
  return 'most wounds on average';
}

/** A value of the goal: "0.392 wounds" or "9.1% to wipe" / "9.1% for at least 2 wounds". */
export function goalValue(o: Objective, v: number): string {
  if (o.kind === 'mean') return `${v.toFixed(3)} wounds on average`;
  const pct = `${(100 * v).toFixed(1)}%`;
  return o.kind === 'kill' ? `${pct} to wipe` : `${pct} for ${goalWords(o)}`;
}

/** The gain of best play: "+1.8 points" (percentage points), "+0.045 wounds" or "as now". */
export function goalGain(o: Objective, gain: number): string {
  if (Math.abs(gain) < 0.0005) return 'the same as your rerolls';
  const sign = gain >= 0 ? '+' : '−';
  return o.kind === 'mean'
    ? `${sign}${Math.abs(gain).toFixed(3)} wounds`
    : `${sign}${(100 * Math.abs(gain)).toFixed(1)} points`;
}

/** "Reroll 1 red hit and 1 white surge" or "Keep the dice". */
export function rerollWords(o: AdviceOption): string {
  const parts: string[] = [];
  for (const [colour, faces] of Object.entries(o.reroll as FaceCounts))
    for (const [face, n] of Object.entries(faces ?? {})) parts.push(`${n} ${colour} ${face}`);
  if (parts.length === 0) return 'Keep the dice';
  const last = parts.pop() as string;
  return `Reroll ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
}
