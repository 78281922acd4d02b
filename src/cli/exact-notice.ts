/** Above this estimate an exact run is far beyond interactive: `odds` says so before starting. */
export const EXACT_NOTICE_SECONDS = 10;

/** Above this estimate an exact run goes to a worker thread, so a terminal can watch it. */
export const EXACT_WORKER_SECONDS = 2;

/** "40 seconds", "3 minutes", "2 hours", "5 days": a rough duration for a person. */
export function roughDuration(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    const n = Math.round(seconds / size);
    if (n >= 1 && (seconds >= size || size === 1))
      return `${n.toLocaleString('en')} ${name}${n === 1 ? '' : 's'}`;
  }
  return 'a moment';
}

/** The line `odds --exact` writes at once when the estimate is far beyond interactive. */
export function exactNotice(seconds: number): string | null {
  if (!(seconds > EXACT_NOTICE_SECONDS)) return null;
  return `odds: note: exact enumeration of this attack may take roughly ${roughDuration(seconds)} (an estimate from its dice); --mc estimates it in seconds`;
}

/** The line `odds` writes when --epsilon is given but the answer is exact (no margin to meet). */
export const EPSILON_IGNORED =
  'odds: note: --epsilon ignored: the answer is exact (--mc to simulate)';

/** `m:ss` (or `h:mm:ss`) of a running clock. */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** The progress line of a long exact run on a terminal: time so far against the estimate. */
export function exactProgress(elapsedSeconds: number, estimateSeconds: number): string {
  const share = Math.min(99, Math.floor((100 * elapsedSeconds) / estimateSeconds));
  return `exact enumeration: ${clock(elapsedSeconds)} of roughly ${clock(estimateSeconds)} (${share}% of the estimate)`;
}
