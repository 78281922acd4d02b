import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appGame } from '../../src/app/games/registry.ts';
import { summarize } from '../../src/engine/core/summary.ts';
import type { AttackResult } from '../../src/engine/index.ts';
import ComparePanel from '../../src/lib/compare/ComparePanel.svelte';
import type { EntryView } from '../../src/lib/compare/entry-view.ts';

const legion = appGame('legion');
if (!legion) throw new Error('Legion is not registered');

/** A pinned Legion loadout whose wounds have distribution `pmf`; `defeated` P(unit defeated). */
function pinned(id: number, label: string, pmf: number[], defeated?: number): EntryView {
  const result = {
    game: 'legion',
    method: 'exact',
    wounds: summarize(pmf),
    ...(defeated === undefined ? {} : { unitDefeated: summarize([1 - defeated, defeated]) }),
  } as unknown as AttackResult;
  return {
    id: `pin-${id}`,
    label,
    slot: id,
    color: '#888',
    result,
    pin: { id, label, error: null },
    sameAs: null,
  };
}

// Means 1, 2.5 and 1.5 wounds; only the first two know the unit's health (P(kill)).
const LIST = [
  pinned(1, 'Low', [0, 1], 0.2),
  pinned(2, 'High', [0, 0, 0.5, 0.5], 0.6),
  pinned(3, 'Middle', [0, 0.5, 0.5]),
];

function setup() {
  const store = {
    game: legion!,
    job: {},
    pins: LIST.map((e) => e.pin),
    otherPins: [],
    pinCurrent: vi.fn(),
    loadPin: vi.fn(),
    unpin: vi.fn(),
    updatePin: vi.fn(),
  };
  render(ComparePanel, { store, list: LIST, maxPins: 6 });
  return { store, user: userEvent.setup({ delay: null }) };
}

/** The loadouts' names in the order of the table's rows. */
const order = () =>
  screen
    .getAllByTestId('compare-row')
    .map((row) => (within(row).getByRole('textbox') as HTMLTextAreaElement).value);

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('the compare table', () => {
  it('lists the pins in pin order with their numbers', () => {
    setup();
    expect(order()).toEqual(['Low', 'High', 'Middle']);
    const first = within(screen.getAllByTestId('compare-row')[1]!).getAllByRole('cell');
    expect(first[0]?.textContent).toBe('2.50');
  });

  it('sorts by the mean, highest first, then lowest first, then back to pin order', async () => {
    const { user } = setup();
    const mean = screen.getByRole('button', { name: /^Mean/ });
    await user.click(mean);
    expect(order()).toEqual(['High', 'Middle', 'Low']);
    expect(header(/^Mean/).getAttribute('aria-sort')).toBe('descending');
    await user.click(mean);
    expect(order()).toEqual(['Low', 'Middle', 'High']);
    expect(header(/^Mean/).getAttribute('aria-sort')).toBe('ascending');
    await user.click(mean);
    expect(order()).toEqual(['Low', 'High', 'Middle']);
  });

  it('sorts by P(kill) with the loadouts that have none last', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^P\(kill\)/ }));
    expect(order()).toEqual(['High', 'Low', 'Middle']);
    await user.click(screen.getByRole('button', { name: /^P\(kill\)/ }));
    expect(order()).toEqual(['Low', 'High', 'Middle']);
  });

  it('unpins the loadout whose button is pressed', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Unpin Middle' }));
    expect(store.unpin).toHaveBeenCalledWith(3);
  });
});
