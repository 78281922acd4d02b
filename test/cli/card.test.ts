import { describe, expect, it } from 'vitest';
import { STORMTROOPERS_CARD, stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';
import { odds } from './odds-process.ts';

const scenario = (card: unknown) =>
  JSON.stringify({
    v: 1,
    game: 'legion',
    range: 3,
    attacker: { card },
    defender: { unit: 'Rebel Troopers' },
  });

describe('odds with a homebrew card', () => {
  it('a broken card exits 2 with one line naming the field', () => {
    const c = stormtroopersCopy();
    c.stats.hp = 0;
    const r = odds(['-', '--format', 'json'], scenario(c));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('odds: attacker.card.stats.hp: expected an integer 1..99, got 0\n');
  });

  it('answers, and says which keywords it does not know', () => {
    const c = {
      ...STORMTROOPERS_CARD,
      keywords: [...STORMTROOPERS_CARD.keywords, 'Overwhelming Rage'],
    };
    const r = odds(['-', '--format', 'json'], scenario(c));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      'odds: note: attacker Stormtroopers: Overwhelming Rage: not a keyword the calculator knows: not applied\n',
    );
    expect(JSON.parse(r.stdout)).toMatchObject({ method: 'exact', points: { attackerPoints: 42 } });
  });
});
