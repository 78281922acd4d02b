import { describe, expect, it } from 'vitest';
import { parseUnitsArgs, runUnits } from '../../../src/cli/units.ts';

describe('odds units --game imperial-assault', () => {
  it('lists the figures with what a scenario names them by', async () => {
    const r = await runUnits(parseUnitsArgs(['--game', 'imperial-assault', '--format', 'csv']));
    const lines = r.ok ? r.text.split('\n') : [r.message];
    expect(lines[0]).toBe('name,elite,faction,expansion,attack,defense,health,id');
    expect(lines).toContain(
      'Darth Vader,yes,Imperial,Core,melee red red yellow,black black,16,DG072',
    );
    expect(lines).toContain('IG-88,yes,Mercenary,Core,chosen,black,10,DG071');
    expect(lines).toHaveLength(118);
  });

  it('filters by faction and refuses an unknown one or a rank', async () => {
    const rebels = await runUnits(
      parseUnitsArgs(['--game', 'imperial-assault', '--faction', 'rebels', '--format', 'json']),
    );
    expect(rebels.ok && (JSON.parse(rebels.text) as unknown[]).length).toBe(28);
    expect(
      await runUnits(parseUnitsArgs(['--game', 'imperial-assault', '--faction', 'hutts'])),
    ).toEqual({
      ok: false,
      message: '--faction: no faction "hutts"; known: imperial, mercenary, alliance',
    });
    expect(() => parseUnitsArgs(['--game', 'imperial-assault', '--rank', 'corps'])).toThrow(
      '--rank: Imperial Assault figures have no rank',
    );
  });
});
