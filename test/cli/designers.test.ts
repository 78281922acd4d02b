import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOddsArgs, USAGE } from '../../src/cli/args.ts';
import { loadScenario, scenarioFromText } from '../../src/cli/load-scenario.ts';
import { parseMatrixArgs } from '../../src/cli/matrix-args.ts';
import { formatUnits, parseUnitsArgs, unitRows } from '../../src/cli/units.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { parseAnyScenario, type AttackResult } from '../../src/engine/engines.ts';
import { odds } from './odds-process.ts';

// Issue 26 item 12, "CLI for designers": the units to name, a scenario to start from, messages
// that point at the fix (candidates, suggestions, the option meant), and sweep's points columns.

const dir = mkdtempSync(join(tmpdir(), 'holotable-designers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, value: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
};
const usage = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return 'parsed';
};

describe('odds units', () => {
  const all = unitRows(LEGION_CARDS, parseUnitsArgs([]));

  it('lists every unit of the card data: name, title, faction, rank, points, id', () => {
    expect(all).toHaveLength(LEGION_CARDS.units.length);
    expect(all).toContainEqual({
      name: 'Darth Vader',
      title: 'Dark Lord of the Sith',
      faction: 'empire',
      rank: 'commander',
      points: 170,
      id: 'at',
    });
    // The two AT-RTs, told apart.
    expect(all.filter((u) => u.name === 'AT-RT').map((u) => [u.faction, u.id])).toEqual([
      ['rebels', 'ao'],
      ['republic', 'mb'],
    ]);
  });

  it('--faction and --rank narrow it; singular factions are accepted', () => {
    const heavy = unitRows(LEGION_CARDS, parseUnitsArgs(['--faction', 'rebel', '--rank', 'heavy']));
    expect(heavy.map((u) => u.name)).toEqual([
      'A-A5 Speeder Truck',
      'T-47 Airspeeder',
      'X-34 Landspeeder',
    ]);
    expect(heavy.every((u) => u.faction === 'rebels' && u.rank === 'heavy')).toBe(true);
  });

  it('--format json is the rows; table and csv have a header', () => {
    const rows = unitRows(LEGION_CARDS, parseUnitsArgs(['--faction', 'empire', '--rank', 'corps']));
    expect(JSON.parse(formatUnits(rows, 'json'))).toEqual(rows);
    expect(formatUnits(rows, 'csv').split('\n')[0]).toBe('name,title,faction,rank,points,id');
    expect(formatUnits(rows, 'table').split('\n')[0]).toMatch(
      /^name +title +faction +rank +points +id$/,
    );
    expect(formatUnits(rows, 'table')).toMatch(/\nStormtroopers +empire +corps +42 +ay\n/);
  });

  it('as a process: the table, and a bad faction refused with the known ones', () => {
    const r = odds(['units', '--faction', 'republic', '--rank', 'support']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\nAT-RT +republic +support +60 +mb\n/);
    const bad = odds(['units', '--faction', 'sith']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(
      'odds: --faction: no faction "sith": the factions are empire, mandalorians, mercenary, rebels, republic, separatists (or all)\n',
    );
  });
});

describe('odds --help', () => {
  it('shows a scenario for each game, each one odds accepts, and points to odds units', () => {
    const examples = [...USAGE.matchAll(/\{"v": 1, "game": "[^"]+"[^]*?\}\}(?=\n|$)/g)].map((m) =>
      m[0].replace(/\n\s+/g, ' '),
    );
    const games = examples.map((e) => (JSON.parse(e) as { game: string }).game);
    expect(new Set(games)).toEqual(new Set(['legion', 'imperial-assault', 'swm']));
    for (const e of examples.filter((x) => !x.includes('"unit"')))
      expect(parseAnyScenario(JSON.parse(e)).ok, e).toBe(true);
    expect(USAGE).toContain('npm run -s odds -- units');
  });

  it('the unit example resolves against the card data', async () => {
    const example = [...USAGE.matchAll(/\{"v": 1, "game": "legion", "range"[^]*?\}\}(?=\n|$)/g)];
    const text = example[0]?.[0].replace(/\n\s+/g, ' ') ?? '';
    const s = await loadScenario(file('example.json', JSON.parse(text)));
    expect(s.ok).toBe(true);
  });
});

describe('messages that point at the fix', () => {
  const load = async (side: unknown) =>
    loadScenario(
      file('s.json', { v: 1, game: 'legion', range: 2, attacker: side, defender: { dice: {} } }),
    );

  it('an ambiguous unit lists the candidates with faction and id', async () => {
    const r = await load({ unit: 'AT-RT' });
    expect(r.ok ? '' : r.message).toBe(
      'attacker.unit: "AT-RT" is ambiguous: "AT-RT" (rebels, Legion HQ id ao), "AT-RT" (republic, Legion HQ id mb); give the id',
    );
  });

  it('a misspelled unit or upgrade gets a suggestion', async () => {
    const unit = await load({ unit: 'Stormtropers' });
    expect(unit.ok ? '' : unit.message).toMatch(
      /^attacker\.unit: no unit "Stormtropers"; did you mean "Stormtroopers"/,
    );
    const upgrade = await load({ unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtroper'] });
    expect(upgrade.ok ? '' : upgrade.message).toMatch(
      /^attacker\.upgrades\.0: no upgrade "DLT-19 Stormtroper"; did you mean "DLT-19 Stormtrooper"/,
    );
  });

  it('an unknown option names the one meant, for odds, matrix and units', () => {
    expect(usage(() => parseOddsArgs(['--fromat', 'json', 'a.json'], false))).toBe(
      'unknown option --fromat (did you mean --format?)',
    );
    expect(usage(() => parseOddsArgs(['--zzzzzz', 'a.json'], false))).toBe(
      'unknown option --zzzzzz',
    );
    expect(usage(() => parseMatrixArgs(['--attakers', 'empire'], false))).toBe(
      'matrix: unknown option --attakers (did you mean --attackers?)',
    );
    expect(usage(() => parseUnitsArgs(['--rnak', 'corps']))).toBe(
      'units: unknown option --rnak (did you mean --rank?)',
    );
  });

  it('a missing v says what it is', () => {
    const r = scenarioFromText('{"game": "legion", "attacker": {"dice": {"red": 1}}}');
    expect(r.ok ? '' : r.message).toBe('v: required (the format version, 1)');
  });
});

describe('odds sweep --format csv', () => {
  it('has the points and P(unit defeated) columns, as the matrix names them', () => {
    const folder = join(dir, 'sweep');
    mkdirSync(folder);
    const scenario = {
      v: 1,
      game: 'legion',
      range: 3,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: { unit: 'Rebel Troopers' },
    };
    writeFileSync(join(folder, 'a.json'), JSON.stringify(scenario));
    writeFileSync(
      join(folder, 'b.json'),
      JSON.stringify({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } }),
    );
    const r = odds(['sweep', folder, '--format', 'csv']);
    expect(r.status).toBe(0);
    const [head = '', a = '', b = ''] = r.stdout.trimEnd().split('\n');
    const columns = head.split(',');
    expect(columns.slice(7, 12)).toEqual([
      'pUnitDefeated',
      'attackerPoints',
      'defenderPoints',
      'woundsPer100Points',
      'defenderPointsRemovedPer100Points',
    ]);
    const single = JSON.parse(
      odds(['-', '--format', 'json'], JSON.stringify(scenario)).stdout,
    ) as AttackResult & {
      points: Record<string, number>;
      unitDefeated: { atLeast: number[] };
    };
    expect(a.split(',').slice(7, 12).map(Number)).toEqual([
      single.unitDefeated.atLeast[1],
      single.points['attackerPoints'],
      single.points['defenderPoints'],
      single.points['woundsPer100Points'],
      single.points['defenderPointsRemovedPer100Points'],
    ]);
    // Dice alone: no unit, no points, the columns empty.
    expect(b.split(',').slice(7, 12)).toEqual(['', '', '', '', '']);
  }, 60_000);
});
