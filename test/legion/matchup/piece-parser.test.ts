import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import type { JsonRecord } from '../../../src/engine/core/is-record.ts';
import { factionSides, matchupScenario } from '../../../src/engine/index.ts';
import { PieceParser } from '../../../src/engine/legion/matchup/piece-parser.ts';
import { expandPresets, presetMemo } from '../../../src/engine/legion/presets/expand-presets.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';

// A grid's parser puts together the attacker and the defender parsed in other cells: each
// scenario must parse exactly as it does whole, and a pair the whole parse refuses is refused
// with the whole parse's error.

describe('PieceParser', () => {
  it('parses every cell of a small grid as the whole parse does, mostly from its pieces', () => {
    const all = factionSides(LEGION_CARDS, 'all');
    const attackers = all.filter((_, i) => i % 30 === 3);
    const defenders = all.filter((_, i) => i % 9 === 0);
    const memo = presetMemo();
    const raws: JsonRecord[] = [];
    for (const conditions of [{ range: 2 }, { range: 3, cover: 'heavy' as const }])
      for (const a of attackers)
        for (const d of defenders) {
          const e = expandPresets(
            matchupScenario(a, d, conditions, LEGION_CARDS),
            LEGION_CARDS,
            memo,
          );
          if (e.ok) raws.push(e.value as JsonRecord);
        }
    expect(raws.length).toBeGreaterThan(100);
    const pieces = new PieceParser(1000);
    const whole = raws.map((r) => parseLegionScenario(r));
    expect(raws.map((r) => pieces.parse(r))).toEqual(whole);
    expect(pieces.spliced).toBeGreaterThan(raws.length / 2);
  });

  it('refuses a pair that fits only apart with the whole parse’s error', () => {
    const base = { v: 1, game: 'legion', range: 2 };
    const spray = { dice: { white: 2 }, keywords: { spray: true } };
    const pieces = new PieceParser(1000);
    // The sprayed attacker met a defender with miniatures; the defender without met a rifle.
    pieces.parse({ ...base, attacker: spray, defender: { minis: 3, woundThreshold: 1 } });
    pieces.parse({ ...base, attacker: { dice: { red: 1 } }, defender: { die: 'red' } });
    const pair = { ...base, attacker: spray, defender: { die: 'red' } };
    const got = pieces.parse(pair);
    expect(got.ok).toBe(false);
    expect(got).toEqual(parseLegionScenario(pair));
  });
});
