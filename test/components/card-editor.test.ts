// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import CardEditor from '../../src/lib/editors/legion/card/CardEditor.svelte';
import { cardProblem } from '../../src/lib/editors/legion/card/card-problem.ts';
import { stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';

describe('the card editor', () => {
  it('edits a copied card, says what is wrong in player words, and saves a usable card', async () => {
    const onsave = vi.fn();
    const card = stormtroopersCopy() as never;
    render(CardEditor, { initial: card, onsave });
    expect(screen.getByRole('status').textContent).toBe('The calculator can use this card.');
    const wounds = screen.getByLabelText('Wounds');
    await fireEvent.input(wounds, { target: { value: '0' } });
    expect(screen.getByRole('status').textContent).toBe('Wounds: expected an integer 1..99, got 0');
    expect((screen.getByText('Save the card') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(wounds, { target: { value: '2' } });
    await fireEvent.input(screen.getByLabelText('Weapon 2 red dice'), { target: { value: '1' } });
    await fireEvent.click(screen.getByText('Save the card'));
    expect(onsave).toHaveBeenCalledOnce();
    const saved = onsave.mock.calls[0]![0];
    expect(saved.stats.hp).toBe(2);
    expect(saved.weapons[1].dice).toEqual({ b: 0, r: 1, w: 1 });
    expect(cardProblem(saved)).toBeNull();
  });

  it('shows which keywords are in the calculator; imports JSON and refuses a broken card', async () => {
    render(CardEditor, { initial: stormtroopersCopy() as never });
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Precise 1');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('in the calculator');
    await fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'Unhindered' } });
    await fireEvent.click(screen.getByText('Add keyword'));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items.find((t) => t.includes('Unhindered'))).toContain('not in the dice');
    const box = screen.getByLabelText('Card as JSON');
    await fireEvent.input(box, { target: { value: '{"cardName": 3}' } });
    await fireEvent.click(screen.getByText('Import'));
    expect(screen.getByRole('alert').textContent).toBe('Name: expected string, got 3');
  });
});
