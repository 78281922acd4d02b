import { describe, expect, it } from 'vitest';
import { scenarioWords } from '../../src/lib/share/scenario-words.ts';

describe('a loadout in words', () => {
  it('says the dice, tokens, keywords and the defender', () => {
    expect(
      scenarioWords({
        v: 1,
        game: 'legion',
        attacker: {
          dice: { red: 6, white: 1 },
          surge: 'hit',
          tokens: { aim: 1 },
          keywords: { pierce: 1 },
        },
        defender: {
          die: 'white',
          cover: 'light',
          tokens: { dodge: 1 },
          keywords: { armor: 2, lowProfile: true },
        },
        range: 3,
      }),
    ).toBe(
      'Attacker: 6 red + 1 white dice, Surge hit, Aim 1, Pierce 1. ' +
        'Defender: white die, light cover, Dodge 1, Armor 2, Low profile. Range 3.',
    );
  });

  it('says the dice first, also when the link leaves them at the default', () => {
    expect(
      scenarioWords(
        { v: 1, game: 'legion', attacker: { surge: 'hit', dice: { red: 2 } } },
        { attacker: { dice: { red: 2, black: 0, white: 0 } }, defender: { die: 'white' } },
      ),
    ).toBe('Attacker: 2 red dice, Surge hit. Defender: white die.');
  });
});
