import { parseAnyScenario } from '../../src/engine/games.ts';

/** Names every plain object answers to through its prototype (issue 18 item 1). */
export const BUILT_IN_NAMES = [
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'valueOf',
] as const;

export type Path = readonly (string | number)[];

/** `input` validated and written out with every default: every field of the game is a path. */
function full(input: unknown): unknown {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`the base scenario is invalid: ${r.error.path} ${r.error.message}`);
  return JSON.parse(r.value.engine.serialize(r.value.scenario));
}

/** One valid scenario per game with every field present (a guardian, a surge ability …). */
export const FULL_SCENARIOS: Readonly<Record<string, unknown>> = {
  legion: full({
    v: 1,
    game: 'legion',
    attacker: { dice: { red: 1, black: 1 } },
    defender: { minis: 2, woundThreshold: 1 },
    guardians: [{ x: 1 }],
  }),
  'legion (weapons)': full({
    v: 1,
    game: 'legion',
    attacker: {
      weapons: [
        { name: 'DLT-19', dice: { red: 1 }, range: [1, 4], keywords: { critical: 1 } },
        { name: 'E-11', dice: { white: 1 }, minis: 3 },
      ],
    },
  }),
  'legion (sequence)': full({
    v: 1,
    game: 'legion',
    defender: { minis: 2, woundThreshold: 1 },
    attacks: [{ attacker: { dice: { red: 1 } }, repeat: 2 }, { attacker: { dice: { black: 1 } } }],
  }),
  'imperial-assault': full({
    v: 1,
    game: 'imperial-assault',
    distance: 2,
    attacker: { dice: { blue: 1 }, surgeAbilities: [{ damage: 1, conditions: ['stun'] }] },
    defender: { dice: { black: 1 } },
  }),
  swm: full({
    v: 1,
    game: 'swm',
    attacker: { attack: 8, damage: 10 },
    defender: { defense: 15, hp: 30 },
  }),
};

/** Every path of a JSON value (the root included), each with the value there. */
export function paths(v: unknown, at: Path = []): { path: Path; value: unknown }[] {
  const here = { path: at, value: v };
  if (Array.isArray(v)) return [here, ...v.flatMap((x, i) => paths(x, [...at, i]))];
  if (typeof v === 'object' && v !== null)
    return [here, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))];
  return [here];
}

/** Sets an own property (plain assignment of "__proto__" would replace the prototype). */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const clone = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], root);
}

/** A copy of `s` with `value` at `path` (the root itself when the path is empty). */
export function withValue(s: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(s);
  define(at(copy, path.slice(0, -1)) as object, path[path.length - 1] as string | number, value);
  return copy;
}

/** A copy of `s` with an extra own key in the object at `path`. */
export function withKey(s: unknown, path: Path, key: string, value: unknown): unknown {
  const copy = clone(s);
  define(at(copy, path) as object, key, value);
  return copy;
}

/** The paths of `s` that hold objects (where a key can be added). */
export const objectPaths = (s: unknown): Path[] =>
  paths(s)
    .filter((p) => typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value))
    .map((p) => p.path);
