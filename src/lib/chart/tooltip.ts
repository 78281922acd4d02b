// The chart's tooltips, written out in one string each: in an SVG <title>, Svelte drops the
// whitespace between two {expressions}, which once read "at least 0wounds100.0%".

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** A bar's tooltip: "2 wounds: 31.3%". */
export function barTooltip(k: number, unit: string, p: number): string {
  return `${k} ${unit}: ${percent(p)}`;
}

/** A line point's tooltip: "A: at least 2 wounds: 40.0%". */
export function pointTooltip(series: string, k: number, unit: string, p: number): string {
  return `${series}: at least ${k} ${unit}: ${percent(p)}`;
}

/** A P(defeated by attack k) point's tooltip: "A: defeated by attack 2: 66.7%". */
export function defeatTooltip(series: string, attack: number, p: number): string {
  return `${series}: defeated by attack ${attack}: ${percent(p)}`;
}

/** A bar of the attacks needed: "Defeated on attack 2: 52.3%". */
export function fallsTooltip(attack: number, p: number): string {
  return `Defeated on attack ${attack}: ${percent(p)}`;
}
