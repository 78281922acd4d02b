import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { fieldCells, fieldPlan, fieldReport, type FieldPlan } from '../../../src/engine/engines.ts';
import { FieldRun, peerIndices } from '../../../src/lib/workbench/field-run.ts';

// A small field (the Rebels' corps and heavy units, one range): a few dozen attacks.
function plan(unit: string): FieldPlan {
  const p = fieldPlan(
    { unit, ranges: [2], field: { factions: ['rebels'], ranks: ['corps', 'heavy'] } },
    LEGION_CARDS,
  );
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('a field test run a slice at a time', () => {
  const p = plan('Stormtroopers');
  let whole: ReturnType<typeof fieldReport> | undefined;
  const wholeReport = () => (whole ??= fieldReport(p, fieldCells(p, LEGION_CARDS)));

  it('tests the peers (the field units of its rank) first', () => {
    const peers = peerIndices(p);
    expect(peers.length).toBe(4);
    expect(p.field.length).toBe(7);
    expect(peers.every((i) => p.field[i]?.rank === 'corps')).toBe(true);
    const run = new FieldRun(p, LEGION_CARDS);
    let clock = 0;
    // A clock that passes the budget after each unit: one unit per step.
    const s = run.step(1, () => (clock += 1));
    expect(s.done).toBe(1);
    expect(s.report.rows[0]?.rank).toBe('corps');
    expect(s.peersDone).toBe(peers.length === 1);
  });

  it('ends with exactly the report odds field gives, and the fair price is final once the peers are in', () => {
    const whole = wholeReport();
    const run = new FieldRun(p, LEGION_CARDS);
    let clock = 0;
    const steps = [];
    do steps.push(run.step(1, () => (clock += 1)));
    while (run.done < run.total);
    expect(steps.at(-1)?.report).toEqual(whole);
    const peersIn = steps.find((s) => s.peersDone);
    expect(peersIn?.report.fair).toEqual(whole.fair);
    expect(peersIn?.prices.length).toBe(whole.fair.peerCount);
    // Before the peers are in, the price is over those tested so far.
    expect(steps[0]?.report.fair.peerCount).toBe(1);
  });

  it('prices a changed card from its peers alone, as the whole field would', () => {
    const run = new FieldRun(p, LEGION_CARDS, undefined, true);
    expect(run.total).toBe(peerIndices(p).length);
    let s = run.step(Infinity);
    while (run.done < run.total) s = run.step(Infinity);
    expect(s.report.fair).toEqual(wholeReport().fair);
  });
});
