/**
 * Exact enumeration refused, or stopped, because it would pass its memory budget: a scenario
 * too large to enumerate, not a bad one (Monte Carlo still estimates it). Its message is one
 * line for a person.
 */
export class ExactTooLarge extends Error {
  override readonly name = 'ExactTooLarge';
}

/** "512 MB": a byte count for a person. */
export const megabytes = (bytes: number): string =>
  `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;
