import { describe, expect, it } from 'vitest';
import { parseLegionSequence } from '../../../src/engine/legion/sequence-scenario.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';

// The goal best play aims for (`objective`) and "optimal" as a policy, validated at the edge.

const base = { v: 1, game: 'legion', attacker: { dice: { red: 2 }, tokens: { aim: 1 } } };
const error = (input: object): string => {
  const r = parseLegionScenario({ ...base, ...input });
  return r.ok ? 'ok' : `${r.error.path}: ${r.error.message}`;
};

describe('objective', () => {
  it('takes "mean", "kill" with the unit health and "atLeast:K"; absent stays absent', () => {
    expect(error({ objective: 'mean' })).toBe('ok');
    expect(error({ objective: 'atLeast:2' })).toBe('ok');
    expect(error({ objective: 'kill', defender: { minis: 2, woundThreshold: 1 } })).toBe('ok');
    const r = parseLegionScenario(base);
    expect(r.ok && 'objective' in r.value).toBe(false);
  });

  it('names objective when it is wrong or "kill" has no health to take', () => {
    expect(error({ objective: 'kill' })).toMatch(/^objective: "kill" needs the defending unit/);
    expect(error({ objective: 'atLeast:0' })).toMatch(/^objective: expected "mean" \| "kill"/);
    expect(error({ objective: 'most' })).toMatch(/^objective: /);
  });
});

describe('"optimal"', () => {
  it('"policy": "optimal" is best play wherever solved (rerolls, Makashi, Soresu)', () => {
    const r = parseLegionScenario({ ...base, policy: 'optimal' });
    expect(r.ok && r.value.policy).toEqual({
      reroll: 'optimal',
      pierceSplit: 'defender-first',
      lethal: 'auto',
      marksman: 'auto',
      makashi: 'optimal',
      soresu: 'optimal',
    });
  });

  it('a decision without best play yet and a pool too large, alone or in a sequence, name the field', () => {
    expect(error({ policy: { lethal: 'optimal' } })).toMatch(/^policy\.lethal: expected "auto"/);
    expect(
      error({ attacker: { dice: { black: 6, white: 6 } }, policy: { reroll: 'optimal' } }),
    ).toMatch(/^policy\.reroll: "optimal" is solved only for pools/);
    const melee = {
      attackType: 'melee',
      attacker: { dice: { black: 12, white: 12 }, keywords: { makashiMastery: true, pierce: 1 } },
    };
    expect(error({ ...melee, policy: { makashi: 'optimal' } })).toMatch(
      /^policy\.makashi: "optimal" is worked out exactly, and this pool is too large/,
    );
    const seq = parseLegionSequence({
      v: 1,
      game: 'legion',
      attacks: [
        { attacker: { dice: { red: 1 } }, policy: { reroll: 'optimal' } },
        { attacker: { dice: { black: 6, white: 6 } }, policy: { reroll: 'optimal' } },
      ],
    });
    expect(seq.ok ? 'ok' : `${seq.error.path}: ${seq.error.message}`).toMatch(
      /^attacks\.1\.policy\.reroll: "optimal" is solved only for pools/,
    );
  });
});
