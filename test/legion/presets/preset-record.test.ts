import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { presetList } from '../../../src/engine/legion/matchup/preset-list.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { checkPresetRecords } from '../../../src/engine/legion/presets/preset-record.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// A preset record is only a fingerprint of the cards: points, miniatures and names come from
// the card data. A forged `"preset": {"points": 1, …}` made Stormtroopers cost 1 point (48.4
// wounds per 100 points instead of about 1.15), in a scenario and in a matrix preset list.

const INPUT = {
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers' },
  defender: { unit: 'Rebel Troopers' },
};

function expanded(input: unknown = INPUT): JsonRecord {
  const e = expandPresets(input, LEGION_CARDS);
  if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
  return e.value as JsonRecord;
}

const attackerRecord = (s: JsonRecord): JsonRecord =>
  (s['attacker'] as JsonRecord)['preset'] as JsonRecord;
const CARD = attackerRecord(expanded());
const withAttacker = (s: JsonRecord, preset: JsonRecord): JsonRecord => ({
  ...s,
  attacker: { ...(s['attacker'] as JsonRecord), preset },
});

describe('a preset record beside a unit', () => {
  it('with the card fingerprint and other points: refused, naming the field', () => {
    const e = expandPresets(withAttacker(INPUT, { ...CARD, points: 1 }), LEGION_CARDS);
    expect(e).toMatchObject({ ok: false, error: { path: 'attacker.preset.points' } });
    if (!e.ok) expect(e.error.message).toMatch(/^1 does not match the card data \(\d+\)/);
  });

  it('without it: the card data gives the record', () => {
    const forged = expanded(withAttacker(INPUT, { points: 1, minis: 40 }));
    expect(attackerRecord(forged)).toEqual(CARD);
  });

  it('the same as the card: kept', () => {
    expect(attackerRecord(expanded(withAttacker(INPUT, CARD)))).toEqual(CARD);
  });
});

describe('a preset record of an expanded scenario', () => {
  const plain = expanded();

  it('with the card fingerprint and other points or minis: refused', () => {
    for (const [key, value] of [
      ['points', 1],
      ['minis', 40],
      ['unit', 'Stormtroopers Elite'],
    ] as const) {
      const r = checkPresetRecords(withAttacker(plain, { ...CARD, [key]: value }), LEGION_CARDS);
      expect(r, key).toMatchObject({ ok: false, error: { path: `attacker.preset.${key}` } });
    }
  });

  it('of a card changed since: the card data points, said so', () => {
    const r = checkPresetRecords(
      withAttacker(plain, { ...CARD, points: 1, hash: '00000000' }),
      LEGION_CARDS,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(attackerRecord(r.value as JsonRecord)).toEqual(CARD);
    expect(r.changed).toEqual([expect.stringMatching(/^attacker: Stormtroopers has changed/)]);
  });

  it('of no card: refused', () => {
    const r = checkPresetRecords(withAttacker(plain, { ...CARD, id: 'zzzz' }), LEGION_CARDS);
    expect(r).toMatchObject({ ok: false, error: { path: 'attacker.preset.id' } });
  });

  it('unchanged: the scenario as it was', () => {
    expect(checkPresetRecords(plain, LEGION_CARDS)).toEqual({
      ok: true,
      value: plain,
      changed: [],
    });
  });
});

describe('a matrix preset list', () => {
  it('refuses an entry whose record contradicts the cards', () => {
    const list = presetList(
      [{ unit: 'Stormtroopers', preset: { ...CARD, points: 1 } }, { unit: 'Rebel Troopers' }],
      LEGION_CARDS,
    );
    expect(list.sides.map((s) => s.label)).toEqual(['Rebel Troopers']);
    expect(list.unmatched).toEqual([
      {
        name: 'Stormtroopers',
        problem: expect.stringMatching(/^preset\.points: 1 does not match/),
      },
    ]);
  });
});
