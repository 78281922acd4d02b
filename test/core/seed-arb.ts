import fc from 'fast-check';

/** A seed as the engine takes it (a 32-bit integer). */
export const seedArb = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
