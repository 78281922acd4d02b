import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { fairPoints, type PeerExchange } from '../../../src/engine/legion/field/fair-points.ts';
import { fieldCells } from '../../../src/engine/legion/field/field-cells.ts';
import { fieldReport, type FieldReport } from '../../../src/engine/legion/field/field-report.ts';
import { fieldPlan } from '../../../src/engine/legion/field/field-spec.ts';
import { fieldVariants } from '../../../src/engine/legion/field/field-variants.ts';
import { MatchupSolver } from '../../../src/engine/legion/matchup/matchup-solver.ts';
import { STORMTROOPERS_CARD, stormtroopersCopy } from '../card/stormtroopers-card.ts';

// A small field (the Empire's corps units, range 3) keeps these tests to a few hundred cells.
const SMALL = { ranges: [3], field: { factions: ['empire'], ranks: ['corps'] } };
const solver = new MatchupSolver(LEGION_CARDS);

function report(spec: object): FieldReport {
  const p = fieldPlan({ ...SMALL, ...spec }, LEGION_CARDS);
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return fieldReport(p.value, fieldCells(p.value, LEGION_CARDS, solver));
}

function refusal(spec: object): string {
  const p = fieldPlan(spec, LEGION_CARDS);
  return p.ok ? 'accepted' : `${p.error.path}: ${p.error.message}`;
}

describe('odds field: one unit against the field', () => {
  const preset = report({ unit: 'Stormtroopers' });

  it('prices Stormtroopers against the corps of its field', () => {
    expect(preset.unit).toEqual({ label: 'Stormtroopers', rank: 'corps', points: 42 });
    expect(preset.rows.map((r) => r.label)).toContain('Snowtroopers');
    // Its own card is no peer of itself; every other Empire corps unit is.
    expect(preset.fair.peers).toBe('rank');
    expect(preset.fair.peerCount).toBe(preset.rows.filter((r) => r.id !== 'ay').length);
    expect(preset.fair.points).toBeGreaterThan(0);
  });

  it('prices a copy typed as a card identically, and a copy with a red die higher', () => {
    expect(report({ card: STORMTROOPERS_CARD })).toEqual(preset);
    const red = stormtroopersCopy();
    red.weapons[1]!.dice.r = 1;
    const stronger = report({ card: red });
    expect(stronger.offense.wounds).toBeGreaterThan(preset.offense.wounds);
    expect(stronger.durability).toEqual(preset.durability);
    expect(stronger.fair.points!).toBeGreaterThan(preset.fair.points!);
  });

  it('--vary: a red die on the E-11 is the red copy; more health is more durable and never cheaper', () => {
    const p = fieldPlan({ ...SMALL, unit: 'Stormtroopers' }, LEGION_CARDS);
    if (!p.ok) throw new Error(p.error.message);
    const v = fieldVariants(
      p.value,
      ['E-11 Blaster Rifle: +1 red', 'hp+1', 'Impact 1'],
      LEGION_CARDS,
    );
    if (!v.ok) throw new Error(v.error.message);
    const [red, hp, impact] = v.value.map((x) =>
      fieldReport(x.plan, fieldCells(x.plan, LEGION_CARDS, solver)),
    );
    const redCopy = stormtroopersCopy();
    redCopy.weapons[1]!.dice.r = 1;
    expect(red!.fair).toEqual(report({ card: redCopy }).fair);
    expect(hp!.durability.wounds).toBeLessThanOrEqual(preset.durability.wounds);
    expect(hp!.durability.defeated).toBeLessThan(preset.durability.defeated);
    expect(hp!.fair.points!).toBeGreaterThan(preset.fair.points!);
    expect(impact!.fair.points!).toBeGreaterThanOrEqual(preset.fair.points!);
    expect(fieldVariants(p.value, ['Bludgeon: +1 purple'], LEGION_CARDS)).toMatchObject({
      ok: false,
      error: { path: '--vary "Bludgeon: +1 purple"' },
    });
    expect(fieldVariants(p.value, ['Blaster: +1 red'], LEGION_CARDS)).toMatchObject({
      ok: false,
      error: {
        message: 'no weapon "Blaster" on this card (its weapons: "Bludgeon", "E-11 Blaster Rifle")',
      },
    });
  });

  it('a broken file is one line naming the field', () => {
    const broken = stormtroopersCopy();
    broken.stats.hp = 0;
    expect(refusal({ card: broken })).toBe('card.stats.hp: expected an integer 1..99, got 0');
    expect(refusal({ unit: 'Stormtroopers', ranges: [6] })).toBe(
      'ranges.0: expected a range 1..5 or "melee", got 6',
    );
    expect(refusal({ unit: 'Stormtroopers', field: { factions: ['sith'] } })).toMatch(/^field/);
    expect(refusal({ unit: 'Stormtroopers', card: STORMTROOPERS_CARD })).toBe(
      'card: give a unit or a card (one of them)',
    );
    expect(refusal({ unit: 'Stormtroopers', upgrades: ['Z-6 Trooper'] })).toMatch(/^upgrades\.0: /);
  });
});

describe('fair points', () => {
  const peer = fc.record({
    points: fc.integer({ min: 10, max: 250 }),
    dealt: fc.double({ min: 0, max: 1, noNaN: true }),
    taken: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('a unit better in every way never gets a lower price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            peer,
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (rows) => {
          const base: PeerExchange[] = rows.map(([p]) => p);
          // Removes at least as much of every peer, loses at most as much to every one.
          const better: PeerExchange[] = rows.map(([p, up, down]) => ({
            points: p.points,
            dealt: p.dealt + up * (1 - p.dealt),
            taken: p.taken * (1 - down),
          }));
          expect(fairPoints(better)!).toBeGreaterThanOrEqual(fairPoints(base)!);
        },
      ),
    );
  });

  it('equal exchanges price at the peer; twice the offense and health at twice its points', () => {
    expect(fairPoints([{ points: 60, dealt: 0.3, taken: 0.3 }])).toBe(60);
    // Offense doubles what it removes; health doubles, halving the share it loses.
    const twice = fairPoints([{ points: 60, dealt: 0.6 + 0.01, taken: 0.15 - 0.005 }]);
    expect(twice).toBe(120);
    expect(fairPoints([])).toBeNull();
  });
});
