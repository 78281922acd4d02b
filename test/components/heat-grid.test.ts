import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import HeatGrid from '../../src/lib/matchup/HeatGrid.svelte';
import { heatScale } from '../../src/lib/matchup/heat-scale.ts';
import { measureOf, type Cell, type CellNumbers } from '../../src/lib/matchup/measure.ts';

const done = (mean: number, method: CellNumbers['method'] = 'exact'): Cell => ({
  kind: 'done',
  n: {
    mean,
    suffered: false,
    meanWounds: mean,
    defeated: null,
    woundsPer100: null,
    woundsPer100Points: null,
    pointsPer100: null,
    attackerPoints: null,
    defenderPoints: null,
    method,
  },
});

const MEAN = measureOf('mean');
// Two attackers against two defenders: computed (exact and Monte Carlo), refused, waiting.
const ROWS = [
  { cells: [done(1.5), done(0.25, 'monte-carlo')] },
  { cells: [{ kind: 'error', message: 'no weapon reaches range 3' } as Cell, null] },
];

function setup(rowOrder = [0, 1]) {
  const onopen = vi.fn();
  render(HeatGrid, {
    caption: 'Mean wounds suffered',
    rowLabels: ['Stormtroopers + DLT-19 Stormtrooper', 'Luke Skywalker: Hero of the Rebellion'],
    columnLabels: ['Rebel Troopers', 'Snowtroopers'],
    rows: ROWS,
    rowOrder,
    columnOrder: [0, 1],
    rowAverages: [0.875, null],
    columnAverages: [1.5, 0.25],
    measure: MEAN,
    scale: heatScale([1.5, 0.25], MEAN),
    onopen,
  });
  return { onopen, user: userEvent.setup({ delay: null }) };
}

/** Each body row: its heading's label, then its cells' text. */
const bodyRows = () =>
  within(screen.getByTestId('matchup-grid'))
    .getAllByRole('row')
    .filter((tr) => tr.parentElement?.tagName === 'TBODY')
    .map((tr) => [
      tr.querySelector('th')?.getAttribute('aria-label'),
      ...[...tr.querySelectorAll('td')].map((td) => td.textContent),
    ]);

describe('the heat grid', () => {
  it('draws each cell from its numbers: value, ~ for Monte Carlo, ! refused, … waiting', () => {
    setup();
    expect(bodyRows()).toEqual([
      ['Stormtroopers + DLT-19 Stormtrooper', '1.50', '~0.25', '0.88'],
      ['Luke Skywalker: Hero of the Rebellion', '!', '…', ''],
    ]);
  });

  it('labels the columns with the defenders, split where the name means something', () => {
    setup();
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => h.getAttribute('aria-label'))).toEqual([
      null,
      'Rebel Troopers',
      'Snowtroopers',
      null,
    ]);
    const luke = screen.getByRole('rowheader', { name: /^Luke/ });
    expect(luke.querySelector('.name')?.textContent).toBe('Luke Skywalker:');
    expect(luke.querySelector('.rest')?.textContent).toBe('Hero of the Rebellion');
  });

  it('colours a computed cell by the scale, the larger value darker or lighter than the smaller', () => {
    setup();
    const cells = [...screen.getByTestId('matchup-grid').querySelectorAll('td[data-value]')];
    const [high, low] = cells as HTMLElement[];
    expect(high?.dataset['value']).toBe('1.5');
    expect(high?.style.background).not.toBe('');
    expect(high?.style.background).not.toBe(low?.style.background);
  });

  it('follows the row order given, and opens a computed cell by listed row and column', async () => {
    const { user, onopen } = setup([1, 0]);
    expect(bodyRows().map((r) => r[0])).toEqual([
      'Luke Skywalker: Hero of the Rebellion',
      'Stormtroopers + DLT-19 Stormtrooper',
    ]);
    await user.click(screen.getByText('!'));
    expect(onopen).not.toHaveBeenCalled();
    await user.click(screen.getByText('~0.25'));
    expect(onopen).toHaveBeenCalledWith(0, 1);
  });
});
