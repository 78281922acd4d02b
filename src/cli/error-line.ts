import { oneLine } from '../engine/index.ts';

/**
 * What `odds` writes to stderr for a refused input (exit 2): `odds: <message>`, exactly one line
 * of bounded length whatever the message quotes (docs/scenario.md "The odds command").
 */
export function errorLine(message: string): string {
  return `odds: ${oneLine(message)}\n`;
}

/** A note beside an answer (`odds: note: <message>`): one bounded line, as an error line is. */
export function noteLine(message: string): string {
  return `odds: note: ${oneLine(message)}\n`;
}
