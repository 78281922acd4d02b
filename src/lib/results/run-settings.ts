/** How the current loadout is computed, as the Simulate bar shows and changes it. */
export interface RunSettings {
  /** Exact when feasible (`auto`), or a seeded simulation (`mc`). */
  mode: 'auto' | 'mc';
  trials: number;
  seed: number;
  /** The job these settings give the current loadout (null while its input is invalid). */
  readonly job: {
    readonly method: 'exact' | 'mc';
    readonly trials: number;
    /** The automatic simulation of a slow game stops once every chance is within ± this. */
    readonly epsilon?: number;
  } | null;
}
