// The layouts of an attack sequence's carried state and running totals (carry.ts's `advance`).

/**
 * What one attack leaves on the defender for the next (the carried state, an Int32Array):
 * wounds on the unit, its suppression tokens, the Dodge, Surge and Shield tokens it still has,
 * then each guardian's wounds. Each entry follows one rule of `advance`.
 */
export const C_WOUNDS = 0;
export const C_SUPPRESSION = 1;
export const C_DODGE = 2;
export const C_SURGE = 3;
export const C_SHIELD = 4;
export const C_GUARDIANS = 5;

/**
 * What an attack adds to the sequence's running totals (an Int32Array): wounds dealt at
 * Compare Results, suppression tokens gained, wounds on the attackers, Dodge regained (Nimble),
 * wounds on the guardians, each guardian's, then the wounds on each entry of `attacks` (its
 * attacker; its repeats are the same unit), from `attackerTotals` on.
 */
export const D_WOUNDS = 0;
export const D_SUPPRESSION = 1;
export const D_ATTACKER = 2;
export const D_DODGE_REGAINED = 3;
export const D_GUARDIANS_TOTAL = 4;
export const D_GUARDIAN = 5;
