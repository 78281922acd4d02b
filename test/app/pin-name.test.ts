import { describe, expect, it } from 'vitest';
import { jobKey, type CalcJob } from '../../src/app/calculator.svelte.ts';
import { appGame } from '../../src/app/games/registry.ts';
import { nameFor } from '../../src/app/pin-name.ts';
import type { Pin } from '../../src/app/store.svelte.ts';
import { parseAnyScenario } from '../../src/engine/engines.ts';

// Issue 15 item 1: a pin is named after its loadout ("4 white + 1 red, Aim"), each game in its
// own terms, instead of "A", "B", …

function parsed(input: unknown): unknown {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario;
}
const game = (id: string) => {
  const g = appGame(id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
};
const name = (input: { game: string }, detail: 'short' | 'full' = 'short') =>
  game(input.game).pinName(parsed(input), detail);

describe("each game's pinName", () => {
  it('Legion: dice (most first), tokens and keywords', () => {
    expect(
      name({
        v: 1,
        game: 'legion',
        attacker: { dice: { white: 4, red: 1 }, surge: 'hit', tokens: { aim: 1 } },
      } as never),
    ).toBe('4 white + 1 red, Aim');
    expect(
      name({
        v: 1,
        game: 'legion',
        attacker: {
          dice: { black: 2, red: 2 },
          tokens: { aim: 2, observation: 1 },
          keywords: { pierce: 1, impact: 2, lethal: 1 },
        },
      } as never),
    ).toMatch(/^2 red \+ 2 black, 2 Aim, 1 Observation, .*Impact 2.*Pierce 1/);
  });

  it('Legion: weapons by name, with how many miniatures carry each', () => {
    expect(
      name({
        v: 1,
        game: 'legion',
        attacker: {
          weapons: [
            { name: 'DLT-19', dice: { red: 1, black: 1 } },
            { name: 'E-11', dice: { white: 1 }, minis: 3 },
          ],
        },
      } as never),
    ).toBe('DLT-19 + 3× E-11');
  });

  it('Legion: the full name adds the surge and the defender', () => {
    expect(
      name(
        {
          v: 1,
          game: 'legion',
          attacker: { dice: { red: 3 }, surge: 'crit' },
          defender: { die: 'red', surge: 'block', cover: 'heavy', minis: 4, woundThreshold: 1 },
        } as never,
        'full',
      ),
    ).toBe('3 red, surge to crit vs red (surge block), heavy cover, 4×1 wounds');
  });

  it('Imperial Assault: dice colours and modifiers', () => {
    expect(
      name({
        v: 1,
        game: 'imperial-assault',
        attackType: 'melee',
        attacker: { dice: { blue: 1, green: 2 }, modifiers: { pierce: 2 }, rerolls: 1 },
        defender: { dice: { black: 1 }, health: 5 },
      } as never),
    ).toBe('2 green + 1 blue, Pierce 2, 1 reroll');
  });

  it('Star Wars Miniatures: attack bonus, damage and attacks', () => {
    expect(
      name({
        v: 1,
        game: 'swm',
        attacker: { attack: 12, damage: 20, doubleAttack: true },
        defender: { defense: 18, hp: 100 },
      } as never),
    ).toBe('+12 attack, 20 damage, 2 attacks');
  });
});

describe('a new pin’s name', () => {
  const legion = (red: number, die = 'white') =>
    parsed({ v: 1, game: 'legion', attacker: { dice: { red } }, defender: { die } });
  const job = (s: unknown): CalcJob => ({ scenario: s, method: 'exact', trials: 0, seed: 0 });
  const pin = (label: string, s: unknown): Pin => ({ label, job: job(s) }) as unknown as Pin;

  it('is the loadout’s name, the fuller one when another loadout has it', () => {
    const a = legion(2);
    const b = legion(2, 'red');
    expect(nameFor(game('legion'), a, job(a), [])).toBe('2 red');
    expect(nameFor(game('legion'), b, job(b), [pin('2 red', a)])).toBe('2 red vs red');
  });

  it('the very same loadout pinned again keeps its name (the table flags it)', () => {
    const a = legion(2);
    expect(jobKey(job(a))).toBe(jobKey(job(legion(2))));
    expect(nameFor(game('legion'), a, job(a), [pin('2 red', a)])).toBe('2 red');
  });
});

describe('pin naming comes from the game module', () => {
  it('nameFor asks the game for the short name, then the full one, and cuts both', () => {
    const asked: string[] = [];
    const fake = {
      ...game('swm'),
      pinName: (_s: unknown, detail: 'short' | 'full') => {
        asked.push(detail);
        return detail === 'short' ? 'Same' : 'x'.repeat(80);
      },
    };
    const s = parsed({
      v: 1,
      game: 'swm',
      attacker: { attack: 1, damage: 10 },
      defender: { defense: 15, hp: 50 },
    });
    const other = parsed({
      v: 1,
      game: 'swm',
      attacker: { attack: 2, damage: 10 },
      defender: { defense: 15, hp: 50 },
    });
    const job = (x: unknown): CalcJob => ({ scenario: x, method: 'exact', trials: 0, seed: 0 });
    const name = nameFor(fake, s, job(s), [{ label: 'Same', job: job(other) } as unknown as Pin]);
    expect(asked).toEqual(['short', 'full']);
    expect(name).toBe(`${'x'.repeat(59)}…`);
  });
});
