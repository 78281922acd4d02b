import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { expandPresets, parseAnyScenario } from '../../src/engine/engines.ts';
import { APP_GAMES } from '../../src/app/games/registry.ts';
import { fieldWords, playerError, playerText } from '../../src/lib/field-words.ts';
import { defaultGuardian } from '../../src/lib/editors/legion/legion-defaults.ts';
import { attacksOf, withAttack } from '../../src/lib/editors/legion/legion-sequence.ts';
import { type JsonRecord } from '../../src/engine/engines.ts';

// The app speaks to players: a message names the field in words ("Attacking unit: …"), never
// by its path ("attacker.unit: …"), which only the CLI shows.

const isObject = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null;

/** Every field of a scenario, as a path and a way to give it a value. */
function leaves(v: unknown, path: string[] = []): string[][] {
  if (!isObject(v)) return [path];
  return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
}
function withValue(s: unknown, path: readonly string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(s)) as JsonRecord;
  let at: JsonRecord = copy;
  for (const k of path.slice(0, -1)) at = at[k] as JsonRecord;
  at[path[path.length - 1] as string] = value;
  return copy;
}

/** Loadouts holding every kind of field the app's editors and links can hold. */
function loadouts(): unknown[] {
  const legion = APP_GAMES.find((g) => g.id === 'legion')?.starter() as JsonRecord;
  const preset = expandPresets(
    {
      v: 1,
      game: 'legion',
      range: 3,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: { unit: 'Rebel Troopers' },
    },
    LEGION_CARDS,
  );
  if (!preset.ok) throw new Error(preset.error.message);
  const guarded = { ...legion, guardians: [defaultGuardian()] };
  const parsed = parseAnyScenario(preset.value);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const full = parsed.value.scenario as Parameters<typeof attacksOf>[0];
  const seq = withAttack(full, attacksOf(full)[0]!);
  return [...APP_GAMES.map((g) => g.starter()), guarded, full, seq];
}

/** What a player must never read: a dotted path or a field's code name. */
const RAW = /\b(?:attacker|defender|guardians|attacks)\.|\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('player words for field paths', () => {
  it('names the units as players read them', () => {
    expect(fieldWords('attacker.unit')).toBe('Attacking unit');
    expect(fieldWords('defender.upgrades.1')).toBe("Defending unit's upgrade 2");
    expect(fieldWords('attacks.1.attacker.tokens.aim')).toBe("Attack 2's attacker's Aim tokens");
    expect(fieldWords('defender.keywords.coverX')).toBe("Defender's Cover X");
    expect(
      playerError({
        path: 'attacker.unit',
        message: 'AT-RT has no ranged weapon that reaches range 2',
      }),
    ).toBe('Attacking unit: AT-RT has no ranged weapon that reaches range 2');
    expect(playerText('defender.minisInLos: cannot exceed minis (4)')).toBe(
      "Defender's miniatures in line of sight: cannot exceed minis (4)",
    );
    expect(playerText('attacker.keywords.spray: needs defender.minisInLos or defender.minis')).toBe(
      "Attacker's Spray: needs the defender's miniatures in line of sight or the defender's miniatures",
    );
    expect(playerText('The calculation failed: out of memory')).toBe(
      'The calculation failed: out of memory',
    );
  });

  it('covers every field the app can show an error for, in every game', () => {
    const seen = new Set<string>();
    for (const s of loadouts())
      for (const path of leaves(s)) {
        if (path[0] === 'v' || path[0] === 'game') continue;
        for (const bad of ['x', -1, 1e9, { no: 1 }]) {
          const r = parseAnyScenario(withValue(s, path, bad));
          if (r.ok) continue;
          seen.add(r.error.path);
          const text = playerError(r.error);
          expect(text, `${r.error.path}: ${r.error.message}`).not.toMatch(RAW);
        }
      }
    // Unknown fields too.
    for (const s of loadouts())
      for (const path of leaves(s)) {
        const parent = path.slice(0, -1);
        const r = parseAnyScenario(withValue(s, [...parent, 'bogusField'], 1));
        if (!r.ok) expect(playerError(r.error)).not.toMatch(/\b[a-z]+[A-Z]\w*\b.*:/);
      }
    expect(seen.size).toBeGreaterThan(150);
  });
});
