import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import {
  parseArmyList,
  matchupScenario,
  type AttackResult,
  type MatchupSide,
} from '../../src/engine/index.ts';
import { GRID_CSV_COLUMNS } from '../../src/report/grid-csv-columns.ts';
import { odds, ROOT } from './odds-process.ts';

// Issue 14 item 3 on the command line: `odds matrix`, whose cells are exactly odds' answers.

const dir = mkdtempSync(join(tmpdir(), 'holotable-matrix-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

const ATTACKERS = [
  { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
  { unit: 'Darth Vader: Dark Lord of the Sith' },
  { unit: 'Imperial Death Troopers', upgrades: ['DLT-19D Trooper'], label: 'Death Troopers' },
];
const attackersFile = file('attackers.json', JSON.stringify(ATTACKERS));
const defendersFile = `${ROOT}test/legion/matchup/fixtures/tabletop-admiral-tts.json`;
const CONDITIONS = ['--range', '3', '--cover', 'light', '--defender-tokens', 'dodge=1'];

interface Output {
  attackers: string[];
  defenders: string[];
  cells: (AttackResult | { error: string })[][];
}

const noTime = (r: unknown) => {
  const { elapsedMs, ...rest } = r as AttackResult;
  void elapsedMs;
  return rest;
};

describe('odds matrix --format json', () => {
  const run = odds([
    'matrix',
    '--attackers',
    attackersFile,
    '--defenders',
    defendersFile,
    ...CONDITIONS,
    '--format',
    'json',
  ]);
  const out = JSON.parse(run.stdout) as Output;

  it('labels the rows and columns', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(out.attackers).toEqual([
      'Stormtroopers + DLT-19 Stormtrooper',
      'Darth Vader: Dark Lord of the Sith',
      'Death Troopers',
    ]);
    expect(out.defenders).toHaveLength(4);
    expect(out.cells.map((r) => r.length)).toEqual([4, 4, 4]);
  });

  it("cells[i][j] is exactly odds' JSON for the cell's scenario (elapsedMs aside)", () => {
    const a = parseArmyList(JSON.stringify(ATTACKERS), LEGION_CARDS).sides;
    const d = parseArmyList(readFileSync(defendersFile, 'utf8'), LEGION_CARDS).sides;
    const conditions = { range: 3, cover: 'light', defenderTokens: { dodge: 1 } } as const;
    a.forEach((att: MatchupSide, i) =>
      d.forEach((def: MatchupSide, j) => {
        const s = matchupScenario(att, def, conditions, LEGION_CARDS);
        const single = odds(['-', '--format', 'json'], JSON.stringify(s));
        const cell = out.cells[i]?.[j];
        if (single.status === 0) {
          expect(noTime(cell)).toEqual(noTime(JSON.parse(single.stdout)));
          expect((cell as AttackResult)['points']).toBeDefined();
        } else {
          // A scenario odds refuses (Darth Vader has no weapon that reaches range 3): its line.
          expect(single.status).toBe(2);
          expect(cell).toEqual({ error: single.stderr.replace(/^odds: /, '').trimEnd() });
        }
      }),
    );
    expect(out.cells[1]?.[0]).toEqual({
      error:
        'attacker.unit: Darth Vader: Dark Lord of the Sith has no ranged weapon that reaches range 3',
    });
  }, 120_000);
});

describe('odds matrix --format csv and table', () => {
  it('one row per cell with the measures, equal to the JSON', () => {
    const args = [
      'matrix',
      '--attackers',
      attackersFile,
      '--defenders',
      'rebels:corps',
      '--range',
      '3',
    ];
    const csv = odds([...args, '--format', 'csv']);
    const json = JSON.parse(odds([...args, '--format', 'json']).stdout) as Output;
    expect(csv.status).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(GRID_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'attacker,defender,method,meanWounds,pUnitDefeated,woundsPer100Points,defenderPointsRemovedPer100Points,attackerPoints,defenderPoints,error',
    );
    expect(lines).toHaveLength(1 + 3 * json.defenders.length);
    const first = lines[1]?.split(',') ?? [];
    const r = json.cells[0]?.[0] as AttackResult & {
      points: Record<string, number>;
      unitDefeated: { atLeast: number[] };
    };
    expect(first.slice(0, 3)).toEqual([json.attackers[0], json.defenders[0], 'exact']);
    expect(first.slice(3, 9).map(Number)).toEqual([
      r.wounds?.mean,
      r.unitDefeated.atLeast[1],
      r.points['woundsPer100Points'],
      r.points['defenderPointsRemovedPer100Points'],
      r.points['attackerPoints'],
      r.points['defenderPoints'],
    ]);
    // Darth Vader's row: no measures, the reason in the last column.
    const vader = lines[1 + json.defenders.length] ?? '';
    expect(vader).toMatch(/^Darth Vader: Dark Lord of the Sith,[^,]+,,,,,,,,attacker\.unit: /);
  }, 60_000);

  it('the table names the measures and shows a refused cell’s reason', () => {
    const t = odds([
      'matrix',
      '--attackers',
      attackersFile,
      '--defenders',
      'empire:corps',
      '--range',
      '3',
      '--format',
      'table',
    ]);
    expect(t.status).toBe(0);
    const lines = t.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^attacker +defender +mean wounds +P\(defeated\) +wounds\/100 pts +pts removed\/100 pts$/,
    );
    expect(t.stdout).toMatch(
      /Darth Vader: Dark Lord of the Sith +Stormtroopers +\(attacker\.unit: .* range 3\)/,
    );
  }, 60_000);
});

describe('odds matrix refuses bad input: exit 2, one line, nothing on stdout', () => {
  const notAList = file('scenario.json', '{"v": 1, "game": "legion"}');
  const unknown = file('unknown.json', JSON.stringify([{ unit: 'Stormtrooper Commandos' }]));
  const link = file('link.txt', 'https://legionhq2.com/list/empire/800:2ayejex00,1bd0gm0dc00dl\n');
  it.each([
    [['--defenders', 'empire', '--range', '3'], 'odds: matrix: --attackers is required'],
    [
      ['--attackers', 'empire', '--defenders', 'empire'],
      'odds: --range: required (1..5) for ranged attacks: it decides which weapons reach',
    ],
    [
      ['--attackers', 'empire', '--defenders', 'empire', '--range', '6'],
      'odds: --range: expected an integer 1..5, got "6"',
    ],
    [
      ['--attackers', 'empire', '--defenders', 'empire', '--range', '3', '--cover', 'full'],
      'odds: --cover: expected none | light | heavy, got "full"',
    ],
    [
      ['--attackers', 'empire', '--defenders', 'empire', '--attack-type', 'melee', '--range', '2'],
      'odds: --range: a melee attack has no range (leave --range out)',
    ],
    [
      [
        '--attackers',
        'empire',
        '--defenders',
        'empire',
        '--range',
        '3',
        '--defender-tokens',
        'aim=1',
      ],
      'odds: --defender-tokens: no token "aim" (dodge, surge, shield, suppression, smoke)',
    ],
    [
      [
        '--attackers',
        'empire',
        '--defenders',
        'empire',
        '--range',
        '3',
        '--attacker-tokens',
        'aim=x',
      ],
      'odds: --attacker-tokens: expected an integer 0..20, got "x"',
    ],
    [
      ['--attackers', 'sith', '--defenders', 'empire', '--range', '3'],
      'odds: --attackers: no file "sith", and no faction "sith": the factions are empire, mandalorians, mercenary, rebels, republic, separatists (or all)',
    ],
    [
      ['--attackers', 'empire:elite', '--defenders', 'empire', '--range', '3'],
      'odds: --attackers: no file "empire:elite", and no rank "elite": the ranks are commander, operative, corps, special, support, heavy',
    ],
    [
      ['--attackers', 'empire', '--defenders', 'lists/rebels.json', '--range', '3'],
      'odds: --defenders: lists/rebels.json: no such file or folder',
    ],
    [
      ['--attackers', notAList, '--defenders', 'empire', '--range', '3'],
      `odds: --attackers: ${notAList}: expected a Legion HQ or Tabletop Admiral list export (TTS JSON with "units"), a Legion HQ list link (…/list/<faction>/<code>) or a JSON list of presets ([{"unit": …, "upgrades": […]}])`,
    ],
    [
      ['--attackers', unknown, '--defenders', 'empire', '--range', '3'],
      /^odds: --attackers: no unit of .*unknown\.json matches the card data: "Stormtrooper Commandos" \(no unit "Stormtrooper Commandos"/,
    ],
    [
      ['--attackers', 'empire', '--defenders', 'empire', '--range', '3', '--format', 'svg'],
      'odds: --format: expected json | jsonl | csv | table, got "svg"',
    ],
    [
      ['--attackers', 'empire', '--defenders', 'empire', '--range', '3', 'extra'],
      /^odds: matrix: Unexpected argument 'extra'/,
    ],
  ] as const)('%j', (args, message) => {
    const r = odds(['matrix', ...args]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(2);
    if (typeof message === 'string') expect(r.stderr).toBe(`${message}\n`);
    else expect(r.stderr).toMatch(message);
  });

  it('a Legion HQ link in a file is a list; unmatched names are notes on stderr, in the JSON too', () => {
    const ok = odds([
      'matrix',
      '--attackers',
      link,
      '--defenders',
      'rebels:corps',
      '--range',
      '3',
      '--format',
      'json',
    ]);
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as Output).attackers).toEqual([
      'Stormtroopers + DLT-19 Stormtrooper + Stormtrooper ×2',
      'Imperial Death Troopers + DLT-19D Trooper + Targeting Scopes + Concussion Grenades',
    ]);
    const partly = file(
      'partly.json',
      JSON.stringify({ units: [{ name: 'Stormtroopers', upgrades: ['Jet Pack X'] }] }),
    );
    const r = odds([
      'matrix',
      '--attackers',
      partly,
      '--defenders',
      'rebels:corps',
      '--range',
      '3',
      '--format',
      'json',
    ]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('odds: note: --attackers: "Jet Pack X": matches no upgrade card\n');
    expect(JSON.parse(r.stdout)).toMatchObject({
      unmatched: {
        attackers: [{ name: 'Jet Pack X', problem: 'matches no upgrade card' }],
        defenders: [],
      },
    });
  }, 60_000);
});
