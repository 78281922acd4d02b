import { describe, expect, it } from 'vitest';
import * as state from '../../src/engine/legion/state.ts';

// The slots are written as literals (state.ts says why); this keeps them a true layout.
const WIDE: Record<string, number> = {
  ATK: 12,
  DEF: 6,
  PENDING_ATK: 3,
  PENDING_DEF: 2,
  GUARDIAN_WOUNDS: state.MAX_GUARDIANS,
};

describe('Legion state layout', () => {
  it('slots tile 0..STATE_SIZE-1 with no gap and no overlap', () => {
    const slots = Object.entries(state)
      .filter(
        ([name, v]) => typeof v === 'number' && name !== 'MAX_GUARDIANS' && name !== 'STATE_SIZE',
      )
      .map(([name, v]) => ({ name, at: v as number, width: WIDE[name] ?? 1 }))
      .sort((a, b) => a.at - b.at);
    let next = 0;
    for (const s of slots) {
      expect(`${s.name}@${s.at}`).toBe(`${s.name}@${next}`);
      next += s.width;
    }
    expect(next).toBe(state.STATE_SIZE);
  });
});
