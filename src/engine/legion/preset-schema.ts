import { z } from 'zod';
import { int } from '../core/validation.ts';
import { homebrewCardSchema } from './card/card-schema.ts';

/**
 * What a unit preset leaves in the expanded scenario: the card's name, its
 * Legion HQ id, the upgrades, the points (unit + upgrades), the miniatures, the card data's
 * commit and the cards' fingerprint. The dice engine never reads it; points efficiency and share links do.
 */
export const presetRecord = () =>
  z
    .strictObject({
      unit: z.string().min(1).max(200),
      id: z.string().min(1).max(8),
      upgrades: z.array(z.string().min(1).max(200)).max(20).default([]),
      upgradeIds: z.array(z.string().min(1).max(8)).max(20).default([]),
      points: int(0, 10_000),
      minis: int(0, 60),
      data: z.string().min(1).max(64),
      /** The cards' fingerprint (presets/preset-changes.ts): says when the data changed them. */
      hash: z.string().regex(/^[0-9a-f]{8}$/, 'expected 8 hex digits'),
      /** A homebrew card's (the scenario's own card): its points are the card's, not the card data's. */
      homebrew: z.literal(true).optional(),
      /** The homebrew card itself: a link or a pin carries it, so the unit can be edited again. */
      card: homebrewCardSchema.optional(),
    })
    .optional();

/** `unit` / `upgrades` before expansion: the card data must expand them first. */
export const unexpanded = () =>
  z
    .custom<never>(() => false, {
      error: () =>
        'a unit preset is expanded from the card data before the attack is computed (npm run odds and the app do it; expandPresets in code)',
    })
    .optional();
