/**
 * Source strings the converter cannot read, each decided by hand: `becomes` is the string read
 * instead, or null when the ability is listed as not modelled. The reason says why. A string
 * the converter cannot read and this table does not decide stops `npm run data:ia`.
 */
export interface FigureOverride {
  readonly id: string;
  readonly text: string;
  readonly becomes: string | null;
  readonly reason: string;
}

export const FIGURE_OVERRIDES: readonly FigureOverride[] = [
  {
    id: 'A003',
    text: '{B}: Pierce 2 1',
    becomes: '{B}: Pierce 2',
    reason:
      'a stray "1" after the number; the elite Rebel Saboteur (A027) prints the same Pierce 2',
  },
  {
    id: 'A027',
    text: '{B}: Blast 2 1 {H}',
    becomes: '{B}: Blast 2 {H}',
    reason:
      "a stray \"1\", as in the regular Rebel Saboteur's Pierce; the elite's Blast is 2 (the regular's is 1)",
  },
  {
    id: 'DG069',
    text: '{B}: -1 {E}',
    becomes: null,
    reason: 'removing a dodge result is no effect of the surge step the engine models',
  },
  {
    id: 'DG087',
    text: '{B} -1 {E}',
    becomes: null,
    reason:
      'no colon after the cost; removing a dodge result is no effect of the surge step the engine models',
  },
  {
    id: 'DG066',
    text: '{B}: Harass (see below)',
    becomes: null,
    reason: 'Harass is a prose ability (moving the target), not a dice effect',
  },
  {
    id: 'A013',
    text: '{B}: Gain 1 {h}',
    becomes: null,
    reason: '"{h}" is no icon of the markup; the effect is on Ahsoka Tano, not on the attack',
  },
];
