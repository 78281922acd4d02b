// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import KeywordNotes from '../../src/lib/picker/KeywordNotes.svelte';
import { stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';

const vader = LEGION_CARDS.units.find(
  (u) => u.name === 'Darth Vader' && u.title === 'Dark Lord of the Sith',
)!;

describe('the keyword notes', () => {
  it('heads the keywords that change nothing in one attack in plain words', () => {
    render(KeywordNotes, {
      data: LEGION_CARDS,
      record: { id: vader.id, upgradeIds: [] },
      edition: 'amg-2025',
      testid: 'notes',
    });
    const group = screen.getByRole('group', {
      name: 'Keywords that do not change the dice of one attack',
    });
    expect(group.querySelector('summary')?.textContent).toContain('Relentless');
  });

  it('lists a card’s keywords the calculator does not know, never dropping them', () => {
    const card = { ...stormtroopersCopy(), keywords: [{ name: 'Flying Kick', value: 2 }] };
    render(KeywordNotes, {
      data: LEGION_CARDS,
      record: { id: 'homebrew', upgradeIds: [], card: card as never },
      edition: 'amg-2025',
      testid: 'notes',
    });
    expect(screen.getByText('Keywords the calculator does not know: not applied')).toBeTruthy();
    expect(screen.getByTestId('notes-unknown').textContent).toBe('Flying Kick 2');
  });
});
