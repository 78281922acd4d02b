/**
 * The columns of a matchup grid's CSV, in order: `odds matrix --format csv` and the app's saved
 * grid write the same, so the two line up.
 */
export const GRID_CSV_COLUMNS = [
  'attacker',
  'defender',
  'method',
  'meanWounds',
  'pUnitDefeated',
  'woundsPer100Points',
  'defenderPointsRemovedPer100Points',
  'attackerPoints',
  'defenderPoints',
  'error',
] as const;
