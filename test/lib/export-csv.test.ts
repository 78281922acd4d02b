import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/lib/share/export.ts';
import type { Summary } from '../../src/engine/index.ts';

describe('the CSV export', () => {
  it('prints a probability that sums to one as 1, not 1.0000000000000002', () => {
    const pmf = [0.1, 0.2, 0.7];
    // As a running sum leaves them: P(≥ 0) a hair over 1, P(≥ 1) a hair under 0.9.
    const s = {
      pmf,
      atLeast: [1.0000000000000002, 0.8999999999999999, 0.7],
      mean: 1.6,
      sd: 0.66,
      median: 2,
    };
    const csv = csvText([
      {
        label: 'A',
        method: 'exact',
        trials: null,
        quantities: { wounds: s as unknown as Summary },
      },
    ]);
    expect(csv.split('\n').slice(1, 3)).toEqual([
      'A,exact,,wounds,0,0.1,1,,',
      'A,exact,,wounds,1,0.2,0.9,,',
    ]);
    expect(csv).not.toMatch(/000000000/);
  });
});
