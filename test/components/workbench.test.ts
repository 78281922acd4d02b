// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldReport, FieldRow } from '../../src/engine/index.ts';
import type { FieldService } from '../../src/app/workbench/field-service.ts';
import { WorkbenchModel } from '../../src/app/workbench/workbench.svelte.ts';
import WorkbenchView from '../../src/app/workbench/WorkbenchView.svelte';
import { newUnitCard } from '../../src/lib/editors/legion/card/new-unit-card.ts';
import type { FieldStep } from '../../src/lib/workbench/field-run.ts';

// jsdom measures nothing: the charts keep their default width.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const m = (share: number) => ({ wounds: share * 4, defeated: 0.01, pointsPer100: 5, share });
const row = (label: string, points: number, dealt: number, taken: number): FieldRow => ({
  label,
  id: label,
  rank: 'corps',
  faction: 'rebels',
  points,
  offense: [m(dealt)],
  durability: [m(taken)],
});
const ROWS = [row('Rebel Troopers', 40, 0.2, 0.1), row('Fleet Troopers', 44, 0.1, 0.3)];
function step(rows: readonly FieldRow[], fair: number, total = 2): FieldStep {
  const report: FieldReport = {
    unit: { label: 'My unit', rank: 'corps', points: 40 },
    ranges: [1, 2, 3],
    cover: 'none',
    rows,
    offense: { wounds: 0.6, defeated: 0.01, pointsPer100: 5 },
    durability: { wounds: 0.8, defeated: 0.02, pointsPer100: 6 },
    fair: { points: fair, peers: 'rank', peerCount: rows.length },
  };
  return { report, done: rows.length, total, peersDone: rows.length === total, prices: [fair] };
}

/** A worker stand-in: the field in two slices (the second held until `release`), each change +8. */
function fakeService(start: Awaited<ReturnType<FieldService['start']>> | null = null) {
  let slices = 0;
  let changing = false;
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const calls: string[] = [];
  const service: FieldService = {
    units: async () => [],
    cardOf: async () => newUnitCard(),
    start: async (spec) => {
      calls.push(`start ${JSON.stringify(spec).slice(0, 40)}`);
      slices = 0;
      changing = false;
      return start ?? { ok: true, value: { card: newUnitCard(), total: 2 } };
    },
    startChange: async (c) => {
      calls.push(`change ${c}`);
      changing = true;
      return { ok: true, value: { total: 1 } };
    },
    step: async () => {
      if (changing) return { ok: true, value: step(ROWS.slice(0, 1), 60, 1) };
      slices++;
      if (slices === 1) return { ok: true, value: step(ROWS.slice(0, 1), 50) };
      await held;
      return { ok: true, value: step(ROWS, 52) };
    },
  };
  return { service, calls, release: () => release() };
}

describe('the workbench', () => {
  beforeEach(() => localStorage.clear());

  it('takes a new unit from nothing to a fair price, streaming, with the scatter, matchups and changes', async () => {
    const fake = fakeService();
    const model = new WorkbenchModel(fake.service);
    render(WorkbenchView, { model, theme: 'light', fragment: 'workbench', storage: localStorage });
    expect(screen.getByTestId('bench-status').textContent).toBe(
      'Pick or build a unit to test it against the field.',
    );
    await fireEvent.click(screen.getByRole('button', { name: 'New unit' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save and test it' }));
    // The first slice is on screen while the rest computes.
    await waitFor(() =>
      expect(screen.getByTestId('fair-price').textContent).toBe(
        'Fair price so far: 50 points (printed 40)',
      ),
    );
    expect(screen.getByTestId('bench-status').textContent).toBe('1 of 2 field units…');
    expect(screen.getByTestId('field-scatter')).toBeTruthy();
    fake.release();
    await waitFor(() => expect(model.status).toBe('done'));
    expect(screen.getByTestId('fair-price').textContent).toBe('Fair price: 52 points (printed 40)');
    // Every usual change measured: +8 points each, drawn as bars.
    expect(fake.calls.filter((c) => c.startsWith('change'))).toHaveLength(5);
    expect(screen.getByTestId('vary-bars').textContent).toContain('+1 wound threshold');
    expect(screen.getByTestId('vary-bars').textContent).toContain('+8 points');
    // The matchups and the table alternative to the scatter.
    const matchups = screen.getByTestId('bench-matchups').textContent ?? '';
    expect(matchups).toContain('Rebel Troopers');
    expect(screen.getByText('The field as a table')).toBeTruthy();
    expect(screen.getByText('My unit (tested)')).toBeTruthy();
    // Kept on the device among My units.
    expect(JSON.parse(localStorage.getItem('holotable.cards') ?? '[]')[0].cardName).toBe('My unit');
    expect(screen.getByRole('combobox', { name: 'My units' })).toBeTruthy();
  });

  it('stops when asked, and says why a unit cannot be tested in player words', async () => {
    const fake = fakeService();
    const model = new WorkbenchModel(fake.service);
    render(WorkbenchView, { model, theme: 'dark', fragment: 'workbench', storage: null });
    model.set({ unit: { kind: 'unit', name: 'Stormtroopers' } });
    await waitFor(() => expect(screen.getByTestId('fair-price')).toBeTruthy());
    await fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(model.status).toBe('cancelled');
    fake.release();
    // The slice that was running is not shown once stopped.
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByTestId('bench-status').textContent).toBe('1 of 2 field units; stopped');
    expect(screen.getByRole('button', { name: 'Test again' })).toBeTruthy();

    const broken = fakeService({
      ok: false,
      error: 'card.stats.hp: expected an integer 1..99, got 0',
    });
    const m2 = new WorkbenchModel(broken.service);
    m2.set({ unit: { kind: 'card', card: newUnitCard() } });
    await m2.start();
    expect(m2.status).toBe('failed');
    expect(m2.error).toBe("Card's stats' Hit Points: expected an integer 1..99, got 0");
  });
});
