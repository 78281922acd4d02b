import { parseArgs } from 'node:util';
import { quote } from '../engine/index.ts';
import { parseArgsMessage } from './unknown-option.ts';

export type Format = 'json' | 'table' | 'csv';

/** The `odds` command line (docs/scenario.md "The odds command"). */
export interface OddsArgs {
  readonly command: 'run' | 'sweep' | 'help';
  readonly inputs: readonly string[];
  readonly method: 'exact' | 'mc' | 'auto';
  readonly trials: number;
  readonly seed: number;
  readonly workers: number | null;
  /** Adaptive Monte Carlo: stop once every P(headline ≥ k) is known to ± this (95%). */
  readonly epsilon: number | null;
  readonly format: Format;
  /** Print the scenario with its unit presets expanded, instead of computing it. */
  readonly expand: boolean;
}

export class UsageError extends Error {}

export const USAGE = `usage: npm run -s odds -- <scenario.json | -> [--exact | --mc] [--trials N] [--seed S]
                            [--workers K] [--epsilon E] [--format json|table|csv]
       npm run -s odds -- sweep <scenario.json | folder>... [--exact | --mc] [--format csv|json]
       npm run -s odds -- matrix --attackers LIST --defenders LIST --range 3 [...]  (matrix --help)
       npm run -s odds -- units [--faction F] [--rank R] [--format table|json|csv]  (units --help)

  --exact        exact distributions (default when the scenario allows it)
  --expand       print the scenario with its unit presets resolved (dice, keywords, weapons
                 chosen, points, card data commit) instead of computing it
  --mc           seeded Monte Carlo (default 1,000,000 trials, seed 1)
  --trials N     Monte Carlo trials, 1..1000000000
  --seed S       Monte Carlo seed, an integer 0..4294967295
  --workers K    worker threads for Monte Carlo, 1..64
  --epsilon E    adaptive Monte Carlo: stop once every P(k or more) of the headline (Legion: wounds,
                 Imperial Assault: damage) is within ±E (95%), E in (0, 0.5); --trials is then the most it will run
  --format F     json (default when stdout is not a terminal), table, csv (k,pmf,atLeast)

A scenario is JSON with "v": 1 (the format version) and "game"; for example, one per game:
  Legion, dice:  {"v": 1, "game": "legion", "attacker": {"dice": {"red": 2, "white": 1}, "surge": "hit"},
                  "defender": {"die": "white", "cover": "light"}}
  Legion, units: {"v": 1, "game": "legion", "range": 3, "attacker": {"unit": "Stormtroopers",
                  "upgrades": ["DLT-19 Stormtrooper"]}, "defender": {"unit": "Rebel Troopers"}}
  Imperial Assault: {"v": 1, "game": "imperial-assault", "distance": 4,
                  "attacker": {"dice": {"blue": 1, "green": 1}}, "defender": {"dice": {"black": 1}}}
  Star Wars Miniatures: {"v": 1, "game": "swm", "attacker": {"attack": 7, "damage": 20},
                  "defender": {"defense": 23, "hp": 140}}
  echo '{"v": 1, "game": "legion", "attacker": {"dice": {"red": 2}}}' | npm run -s odds -- -
Legion units and upgrades are named as on the cards: "npm run -s odds -- units" lists every unit
(name, title, faction, rank, points, Legion HQ id). Every field: README.md.`;

function integer(name: string, text: string, min: number, max: number): number {
  const v = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(v) || v < min || v > max)
    throw new UsageError(`--${name}: expected an integer ${min}..${max}, got ${quote(text)}`);
  return v;
}

function margin(text: string): number {
  const v = Number(text);
  if (!/^(0?\.\d+|\d+(\.\d+)?([eE]-?\d+)?)$/.test(text) || !(v > 0 && v < 0.5))
    throw new UsageError(`--epsilon: expected a number between 0 and 0.5, got ${quote(text)}`);
  return v;
}

const TRIALS = (text: string) => integer('trials', text, 1, 1_000_000_000);
const SEED = (text: string) => integer('seed', text, 0, 0xffffffff);
const WORKERS = (text: string) => integer('workers', text, 1, 64);

/** The options that take a number, with the check that says what is wrong with one. */
const NUMBERS: ReadonlyMap<string, (text: string) => number> = new Map([
  ['--trials', TRIALS],
  ['--seed', SEED],
  ['--workers', WORKERS],
  ['--epsilon', margin],
]);

/**
 * `--trials -5`: node's parser reads `-5` as an option and calls the argument ambiguous; the
 * person meant a (negative) number, so the number's own check says what is wrong with it.
 */
function checkNegativeNumbers(argv: readonly string[]): void {
  argv.forEach((arg, i) => {
    const check = NUMBERS.get(arg);
    const next = argv[i + 1];
    if (check && next !== undefined && /^-[\d.]/.test(next)) check(next);
  });
}

/** The options of `odds` itself, for "did you mean". */
const ODDS_OPTIONS = [
  'exact',
  'mc',
  'trials',
  'seed',
  'workers',
  'epsilon',
  'format',
  'help',
  'expand',
] as const;

/** Parses argv; throws UsageError with a one-line message naming the option. */
export function parseOddsArgs(argv: readonly string[], stdoutIsTty: boolean): OddsArgs {
  checkNegativeNumbers(argv);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        exact: { type: 'boolean' },
        mc: { type: 'boolean' },
        trials: { type: 'string' },
        seed: { type: 'string' },
        workers: { type: 'string' },
        epsilon: { type: 'string' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        expand: { type: 'boolean' },
      },
    });
  } catch (e) {
    throw new UsageError(parseArgsMessage(e, ODDS_OPTIONS));
  }
  const { values: o, positionals } = parsed;
  if (o.help)
    return {
      command: 'help',
      inputs: [],
      method: 'auto',
      trials: 0,
      seed: 0,
      workers: null,
      epsilon: null,
      format: 'json',
      expand: false,
    };
  if (o.exact && o.mc) throw new UsageError('--exact and --mc: choose one');
  const sweep = positionals[0] === 'sweep';
  const inputs = sweep ? positionals.slice(1) : positionals;
  if (inputs.length === 0)
    throw new UsageError(
      sweep ? 'sweep: expected scenario files or folders' : 'expected a scenario file or - (stdin)',
    );
  if (!sweep && inputs.length > 1)
    throw new UsageError(`expected one scenario, got ${inputs.length} (use "sweep" for many)`);
  const format = o.format ?? (stdoutIsTty && !sweep ? 'table' : sweep ? 'csv' : 'json');
  if (format !== 'json' && format !== 'table' && format !== 'csv')
    throw new UsageError(`--format: expected json | table | csv, got ${quote(format)}`);
  if (sweep && format === 'table') throw new UsageError('--format: sweep writes csv or json');
  if (o.trials !== undefined && o.exact)
    throw new UsageError('--trials: only with Monte Carlo (--mc)');
  return {
    command: sweep ? 'sweep' : 'run',
    inputs,
    method: o.exact ? 'exact' : o.mc ? 'mc' : 'auto',
    trials: o.trials === undefined ? 1_000_000 : TRIALS(o.trials),
    seed: o.seed === undefined ? 1 : SEED(o.seed),
    workers: o.workers === undefined ? null : WORKERS(o.workers),
    epsilon: o.epsilon === undefined ? null : margin(o.epsilon),
    format,
    expand: o.expand === true,
  };
}
