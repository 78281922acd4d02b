/** One decision the rules leave open, as a select in a game's Decisions card (PolicyCard). */
export interface PolicyChoice<K extends string = string> {
  /** The key in the scenario's `policy` object. */
  readonly key: K;
  readonly label: string;
  readonly help: string;
  /** Where the rule is, shown under the help. */
  readonly rule?: string;
  /** Policy value → its label, in display order. */
  readonly options: Readonly<Record<string, string>>;
}
