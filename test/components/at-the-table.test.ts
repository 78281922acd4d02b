// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adviseReroll,
  bestPlayGain,
  parseLegionScenario,
  type LegionScenario,
} from '../../src/engine/index.ts';
import AtTheTable from '../../src/lib/advise/AtTheTable.svelte';
import BestPlayLine from '../../src/lib/advise/BestPlayLine.svelte';
import { SOLVER, type BestPlaySolver } from '../../src/lib/advise/solver-context.ts';

// The page solves on its workers; here the engine answers in place, as a worker would.
const solver: BestPlaySolver = {
  bestPlay: (s) => Promise.resolve({ ok: true, value: bestPlayGain(s as LegionScenario) }),
  advise: (input) => Promise.resolve(adviseReroll(input)),
};
const context = new Map([[SOLVER, solver]]);

const scenario = (input: object): LegionScenario => {
  const p = parseLegionScenario({ v: 1, game: 'legion', ...input });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

// Three red dice, two Aim tokens against Armor 2 (red defense die, surges block).
const VS_ARMOR = scenario({
  attacker: { dice: { red: 3 }, tokens: { aim: 2 } },
  defender: {
    die: 'red',
    surge: 'block',
    unitType: 'ground-vehicle',
    courage: null,
    keywords: { armor: 2 },
  },
});

describe('At the table', () => {
  it('says what to reroll, in words, once every die is tapped', async () => {
    const user = userEvent.setup();
    render(AtTheTable, { props: { scenario: VS_ARMOR }, context });
    expect(screen.getByText(/Enter every die you rolled/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /red hit/ }));
    await user.click(screen.getByRole('button', { name: /red hit/ }));
    await user.click(screen.getByRole('button', { name: /red surge/ }));
    expect(
      await screen.findByText(
        (_, el) =>
          /^Reroll 1 red hit and 1 red surge: 0\.324 wounds on average, instead of 0\.000 wounds on average if you keep\.$/.test(
            el?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          ) && el?.tagName === 'P',
      ),
    ).toBeTruthy();
  });
});

describe('Best play line', () => {
  it('shows the goal with best play and the gain, and switches with one click', async () => {
    const user = userEvent.setup();
    let used = false;
    render(BestPlayLine, { props: { scenario: VS_ARMOR, onuse: () => (used = true) }, context });
    const line = (await screen.findByTestId('best-play')).textContent?.replace(/\s+/g, ' ') ?? '';
    // conservative 0.3473, best play 0.3915
    expect(line).toContain('Best play: 0.392 wounds on average (+0.044 wounds');
    await user.click(screen.getByRole('button', { name: 'Use best play' }));
    expect(used).toBe(true);
  });
});
