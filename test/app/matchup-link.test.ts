import { compressToEncodedURIComponent } from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONDITIONS,
  decodeMatchup,
  encodeMatchup,
  isMatchupFragment,
  type MatchupState,
} from '../../src/app/matchup-link.ts';
import { LINK_LIMIT } from '../../src/app/url-codec.ts';

const STATE: MatchupState = {
  rows: [
    {
      kind: 'side',
      label: 'Stormtroopers + DLT-19 Stormtrooper',
      side: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
    },
    { kind: 'faction', faction: 'empire', rank: 'corps' },
  ],
  columns: [
    { kind: 'faction', faction: 'all', rank: null },
    { kind: 'side', label: 'Pin A', side: { dice: { red: 2 }, surge: 'hit' } },
  ],
  conditions: {
    range: 2,
    attackType: 'ranged',
    cover: 'light',
    attackerTokens: { aim: 1 },
    defenderTokens: { dodge: 1 },
    edition: 'ffg-1.0',
  },
  measure: 'pointsPer100',
  rowSort: 'high',
  columnSort: 'low',
};

const raw = (payload: unknown) => `#m1=${compressToEncodedURIComponent(JSON.stringify(payload))}`;

describe('the matchup grid link (#m1=)', () => {
  it('gives back the grid it holds', () => {
    const f = encodeMatchup(STATE);
    expect(f.startsWith('m1=')).toBe(true);
    expect(decodeMatchup(`#${f}`)).toEqual({ ok: true, state: STATE });
  });

  it('round-trips any conditions, measure and order', () => {
    fc.assert(
      fc.property(
        fc.record({
          range: fc.integer({ min: 1, max: 5 }),
          attackType: fc.constantFrom('ranged' as const, 'melee' as const),
          cover: fc.constantFrom('none' as const, 'light' as const, 'heavy' as const),
          attackerTokens: fc.record({ aim: fc.integer({ min: 1, max: 20 }) }),
          defenderTokens: fc.record({ suppression: fc.integer({ min: 1, max: 20 }) }),
          edition: fc.constantFrom('amg-2025' as const, 'ffg-1.0' as const),
        }),
        fc.constantFrom('mean' as const, 'defeated' as const, 'woundsPer100' as const),
        fc.constantFrom('listed' as const, 'high' as const, 'low' as const),
        (conditions, measure, sort) => {
          const s: MatchupState = { ...STATE, conditions, measure, rowSort: sort };
          expect(decodeMatchup(encodeMatchup(s))).toEqual({ ok: true, state: s });
        },
      ),
    );
  });

  it('leaves defaults out, so a plain grid link stays short', () => {
    const plain: MatchupState = {
      ...STATE,
      conditions: DEFAULT_CONDITIONS,
      measure: 'mean',
      rowSort: 'listed',
      columnSort: 'listed',
      rows: [{ kind: 'faction', faction: 'all', rank: null }],
      columns: [{ kind: 'faction', faction: 'all', rank: null }],
    };
    const f = encodeMatchup(plain);
    expect(f.length).toBeLessThan(60);
    expect(decodeMatchup(f)).toEqual({ ok: true, state: plain });
  });

  it('drops zero token counts (a unit keeps its own tokens, e.g. Shielded)', () => {
    const s = { ...STATE, conditions: { ...STATE.conditions, defenderTokens: { dodge: 0 } } };
    const d = decodeMatchup(encodeMatchup(s));
    expect(d.ok && d.state.conditions.defenderTokens).toEqual({});
  });

  it('is told apart from the calculator links', () => {
    expect(isMatchupFragment('#m1=abc')).toBe(true);
    expect(isMatchupFragment('m1=abc&theme=dark')).toBe(true);
    expect(isMatchupFragment('#matchups')).toBe(true);
    expect(isMatchupFragment('#s1=abc')).toBe(false);
    expect(isMatchupFragment('#json=%7B%7D')).toBe(false);
    expect(isMatchupFragment('')).toBe(false);
  });

  it.each([
    [raw({ r: [], c: [], k: { range: 7 } }), 'range: expected an integer 1..5, got 7'],
    [raw({ r: [], c: [], k: { cover: 'partial' } }), 'cover: expected "none", "light", "heavy"'],
    [raw({ r: [{ l: 'x' }] }), 'attacker 1: expected a unit or a faction'],
    [raw({ r: [], c: [{ f: '' }] }), 'defender 1.faction: expected text of 1..40 characters'],
    [raw({ r: [], c: [], m: 'kills' }), 'measure: unknown measure "kills"'],
    [raw({ r: [], c: [], sr: 'up' }), 'attacker order: expected "listed", "high" or "low"'],
    [
      raw({ r: [], c: [], k: { attackerTokens: { focus: 1 } } }),
      'attacker tokens: unknown token "focus"',
    ],
    [
      raw({ r: [], c: [], k: { defenderTokens: { dodge: -1 } } }),
      'defender tokens.dodge: expected an integer 0..20, got -1',
    ],
    [raw({ r: Array.from({ length: 201 }, () => ({ f: 'empire' })) }), 'attacker: at most 200'],
    [raw([1, 2]), 'the link is damaged (it holds no grid)'],
    ['#m1=%%%', 'the link is damaged (it does not decompress)'],
    [`#m1=${'A'.repeat(LINK_LIMIT + 1)}`, 'the link is too long'],
    [`#m1=${compressToEncodedURIComponent('{"r": [], "r": []}')}`, 'r'],
  ])('refuses a damaged link with one plain line (%#)', (fragment, why) => {
    const d = decodeMatchup(fragment);
    expect(d.ok).toBe(false);
    if (d.ok) return;
    expect(d.error).toContain('Could not open the matchup grid: ');
    expect(d.error).toContain(why);
    expect(d.error).not.toContain('\n');
  });
});
