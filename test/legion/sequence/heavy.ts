/**
 * The sequence that ran without limit (20 attacks of 17 dice against a 30-miniature unit with
 * two guardians and tokens: each attack alone is quick, the carried states are not), with
 * `repeat` attacks.
 */
export function heavySequence(repeat: number): unknown {
  const unit = { minis: 30, woundThreshold: 30 };
  return {
    v: 1,
    game: 'legion',
    defender: { surge: 'block', cover: 'light', ...unit, tokens: { dodge: 3, shield: 3 } },
    guardians: [
      { x: 3, ...unit, tokens: { dodge: 2 } },
      { x: 3, ...unit, tokens: { dodge: 2 } },
    ],
    attacks: [
      {
        attacker: {
          dice: { white: 10, black: 6, red: 1 },
          surge: 'crit',
          keywords: { critical: 2, pierce: 1 },
        },
        repeat,
      },
    ],
  };
}
