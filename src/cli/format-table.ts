import type { AttackResult, Summary } from '../engine/index.ts';
import { sequenceRows } from '../report/sequence-rows.ts';

const pct = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;

function isSummary(v: unknown): v is Summary {
  return typeof v === 'object' && v !== null && 'pmf' in v && 'atLeast' in v;
}

function quantity(name: string, s: Summary, mc: boolean): string[] {
  const lines = [
    `${name}: mean ${s.mean.toFixed(4)}${mc && s.meanCi95 ? ` (95% ${s.meanCi95[0].toFixed(4)}–${s.meanCi95[1].toFixed(4)})` : ''}, sd ${s.sd.toFixed(4)}, median ${s.median}`,
    `   k   P(=k)    P(>=k)${mc ? '   ±95%' : ''}`,
  ];
  s.pmf.forEach((p, k) => {
    // Values never seen are left out: Star Wars Miniatures damage is indexed by damage points,
    // so most rows would be empty.
    if (p === 0 && k > 0) return;
    const ci = s.atLeastCi95?.[k];
    const margin = ci ? `  ±${(50 * (ci[1] - ci[0])).toFixed(3)}%` : '';
    lines.push(`${String(k).padStart(4)} ${pct(p)}  ${pct(s.atLeast[k] ?? 0)}${mc ? margin : ''}`);
  });
  return lines;
}

/** Fields of every result that are not quantities (a sequence's rows are drawn on their own). */
const META = new Set(['v', 'game', 'method', 'trials', 'seed', 'elapsedMs', 'sequence']);

/** Wound thresholds shown in a sequence's rows (the CSV has them all). */
const TABLE_AT_LEAST = 4;

/** An attack sequence's rows, one per attack, each cumulative up to its attack. */
function sequenceTable(r: AttackResult): string[] {
  const seq = sequenceRows(r);
  if (!seq) return [];
  const keep = seq.columns
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c }) => !c.csv.startsWith('woundsAtLeast') || Number(c.csv.slice(13)) <= TABLE_AT_LEAST,
    );
  const cells = seq.rows.map((row) =>
    keep.map(({ c, i }) => {
      const v = row[i] as number;
      return c.csv === 'attack' ? String(v) : c.percent ? pct(v).trim() : v.toFixed(4);
    }),
  );
  const widths = keep.map(({ c }, j) =>
    Math.max(c.table.length, ...cells.map((row) => (row[j] as string).length)),
  );
  const line = (xs: string[]) => xs.map((x, j) => x.padStart(widths[j] as number)).join('  ');
  return [
    '',
    `sequence of ${seq.rows.length} attacks (each row: everything up to and including that attack)`,
    line(keep.map(({ c }) => c.table)),
    ...cells.map(line),
  ];
}

/** "Attacks needed to defeat the unit", one probability per attack. */
function attacksNeeded(v: unknown): string[] {
  const a = v as { byAttack: number[]; notDefeated: number; median: number | null };
  return [
    '',
    `attacksToDefeat: ${a.byAttack.map((p, k) => `${k + 1}: ${pct(p).trim()}`).join(', ')}, not defeated: ${pct(a.notDefeated).trim()}${a.median === null ? '' : `, median ${a.median}`}`,
  ];
}

/** One probability (`defeated`, Imperial Assault `miss`), with its Monte Carlo interval if any. */
function probability(name: string, p: number, r: AttackResult): string {
  const ci = r[`${name}Ci95`];
  const range =
    Array.isArray(ci) && ci.length === 2
      ? ` (95% ${pct(Number(ci[0])).trim()}–${pct(Number(ci[1])).trim()})`
      : '';
  return `${name}: ${pct(p).trim()}${range}`;
}

/** A plain object of probabilities (Imperial Assault `conditions`). */
function isProbabilities(v: unknown): v is Record<string, number> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((p) => typeof p === 'number')
  );
}

/** A terminal-friendly rendering of a result: every quantity with its PMF and tail. */
export function formatTable(r: AttackResult): string {
  const mc = r.method === 'monte-carlo';
  const head = mc
    ? `${r.game}: Monte Carlo, ${r.trials?.toLocaleString('en')} trials, seed ${r.seed} (${r.elapsedMs.toFixed(1)} ms)`
    : `${r.game}: exact (${r.elapsedMs.toFixed(1)} ms)`;
  const out = [head, ...sequenceTable(r)];
  for (const [name, v] of Object.entries(r)) {
    if (META.has(name)) continue;
    if (name === 'attacksToDefeat') out.push(...attacksNeeded(v));
    else if (isSummary(v)) out.push('', ...quantity(name, v, mc));
    else if (typeof v === 'number') out.push('', probability(name, v, r));
    else if (isProbabilities(v))
      out.push(
        '',
        `${name}: ${Object.entries(v)
          .map(([k, p]) => `${k} ${pct(p).trim()}`)
          .join(', ')}`,
      );
    else if (Array.isArray(v))
      v.forEach((g: unknown, i) => {
        const w = (g as { wounds?: unknown }).wounds;
        if (isSummary(w)) out.push('', ...quantity(`${name}[${i}].wounds`, w, mc));
      });
  }
  return out.join('\n');
}
