// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { IA_FIGURES } from '../../src/engine/ia-figures.ts';
import FigurePicker from '../../src/lib/editors/imperial-assault/FigurePicker.svelte';
import { cannotAttack } from '../../src/lib/editors/imperial-assault/figure-apply.ts';
import type { FigureEntry } from '../../src/lib/editors/imperial-assault/figure-search.ts';

// The figure picker shares the unit picker's combobox: search, arrows, Enter, and a figure
// that cannot be taken here is shown with why, never taken.

describe('the figure picker', () => {
  it('takes a figure with Enter, and refuses one that cannot attack', async () => {
    const onpick = vi.fn();
    render(FigurePicker, {
      label: 'Attacking figure',
      data: IA_FIGURES,
      onneed: () => {},
      onpick,
      refuse: (e: FigureEntry) => cannotAttack(e.figure),
    });
    const box = screen.getByRole('combobox', { name: 'Attacking figure' });
    await fireEvent.input(box, { target: { value: 'C-3PO' } });
    const refused = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('C-3PO'))!;
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.textContent).toContain('no attack');
    await fireEvent.pointerDown(refused);
    expect(onpick).not.toHaveBeenCalled();
    await fireEvent.input(box, { target: { value: 'Darth Vader' } });
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ figures?: up and down arrows/);
    await fireEvent.keyDown(box, { key: 'Enter' });
    expect(onpick.mock.calls[0]?.[0].figure.name).toBe('Darth Vader');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
