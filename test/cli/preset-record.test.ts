import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { expandPresets } from '../../src/engine/legion/presets/expand-presets.ts';
import { odds } from './odds-process.ts';
import { type JsonRecord } from '../../src/engine/index.ts';

// A scenario's preset record is a fingerprint of the cards, never their points: a forged
// `"points": 1` gave Stormtroopers 48.4 wounds per 100 points (the card gives about 1.15).

const e = expandPresets(
  {
    v: 1,
    game: 'legion',
    range: 3,
    attacker: { unit: 'Stormtroopers' },
    defender: { unit: 'Rebel Troopers' },
  },
  LEGION_CARDS,
);
if (!e.ok) throw new Error(e.error.message);
const EXPANDED = e.value as JsonRecord;
const CARD = (EXPANDED['attacker'] as JsonRecord)['preset'] as JsonRecord;
const forged = (preset: JsonRecord) =>
  JSON.stringify({ ...EXPANDED, attacker: { ...(EXPANDED['attacker'] as JsonRecord), preset } });

describe('odds and a forged preset record', () => {
  it('the card fingerprint with other points: exit 2, one line naming the field', () => {
    const r = odds(['-'], forged({ ...CARD, points: 1 }));
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^odds: attacker\.preset\.points: 1 does not match the card data \(\d+\)[^\n]*\n$/,
    );
  });

  it('another fingerprint: a changed card, with the card data points', () => {
    const r = odds(['-'], forged({ ...CARD, points: 1, hash: '00000000' }));
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /^odds: note: attacker: Stormtroopers has changed in the card data since/,
    );
    const j = JSON.parse(r.stdout) as { points: { attackerPoints: number } };
    expect(j.points.attackerPoints).toBe(CARD['points']);
  });
});
