import type { LegionCardData } from '../data/card-data.ts';
import type { LegionScenario } from '../scenario.ts';
import { cardIndex } from './card-index.ts';
import { resolveLoadout, type Loadout } from './loadout.ts';

const hashes = new WeakMap<Loadout, string>();

/**
 * A fingerprint of the cards a preset was built from (FNV-1a over their data): equal when every
 * number and keyword of the unit and its upgrades is unchanged.
 */
export function loadoutHash(l: Loadout): string {
  const known = hashes.get(l);
  if (known !== undefined) return known;
  // A card's name in list exports is no part of what it does: links made before the data kept
  // it keep their fingerprint.
  const text = JSON.stringify([l.unit, l.upgrades], (k, v: unknown) =>
    k === 'ttsName' ? undefined : v,
  );
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const hash = h.toString(16).padStart(8, '0');
  // A loadout never changes (its fields are read-only): a grid reusing one hashes it once.
  hashes.set(l, hash);
  return hash;
}

/**
 * The share-link stability rule: a scenario keeps the numbers its presets
 * resolved to, so its answer never depends on the card data; this says, side by side, where
 * the card data has changed the preset since (or no longer has it). Empty when nothing changed.
 */
export function presetChanges(s: LegionScenario, data: LegionCardData): string[] {
  const out: string[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const p = s[side].preset;
    if (!p || p.homebrew) continue;
    const named = [p.unit, ...p.upgrades].join(' + ');
    const l = resolveLoadout(cardIndex(data), p.id, p.upgradeIds);
    if ('field' in l) out.push(`${side}: ${named} is no longer in the card data (${l.message})`);
    else if (loadoutHash(l) !== p.hash)
      out.push(
        `${side}: ${named} has changed in the card data since (the scenario keeps the numbers it had)`,
      );
  }
  return out;
}
