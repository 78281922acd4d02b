import type { Condition } from '../../../engine/index.ts';

/** Each condition's name as the rules print it. */
export const CONDITION_LABELS: Readonly<Record<Condition, string>> = {
  stun: 'Stun',
  bleed: 'Bleed',
  weaken: 'Weaken',
  focus: 'Focus',
  hide: 'Hide',
};
