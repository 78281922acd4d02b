import { describe, expect, it } from 'vitest';
import { createFigureMatrixApi } from '../../workers/figure-matrix-api.ts';

describe('the figure matchup worker', () => {
  it('answers a grid of figures, leaving out a pool the player chooses, and refuses an unknown one', async () => {
    const api = createFigureMatrixApi();
    const g = await api.grid('Darth Vader,IG-88', 'Luke Skywalker (Hero),Rebel Trooper', 4);
    if (!g.ok) throw new Error(g.message);
    expect(g.attackers).toEqual(['Darth Vader']);
    expect(g.defenders).toEqual(['Luke Skywalker (Hero)', 'Rebel Trooper']);
    expect(g.skipped).toEqual([
      { name: 'IG-88', why: 'Arsenal: the player chooses the attack dice' },
    ]);
    expect(g.cells[0]?.[0]?.meanDamage).toBeCloseTo(4.031635802469137, 12);
    expect(await api.grid('Darth Vadr', 'all', 4)).toMatchObject({ ok: false });
  });
});
