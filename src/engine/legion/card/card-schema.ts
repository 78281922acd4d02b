import { z } from 'zod';
import { flag, int, oneOf } from '../../core/validation.ts';
import { quote } from '../../core/quote.ts';
import { UNIT_TYPES } from '../data/convert-cards.ts';

/** The slots of Legion HQ's upgrade bars. */
export const UPGRADE_SLOTS = [
  'heavy weapon',
  'personnel',
  'squad leader',
  'gear',
  'grenades',
  'comms',
  'training',
  'command',
  'force',
  'doctrine',
  'armament',
  'programming',
  'pilot',
  'crew',
  'clan',
  'generator',
  'hardpoint',
  'ordnance',
] as const;

export const CARD_RANKS = [
  'commander',
  'operative',
  'corps',
  'special',
  'support',
  'heavy',
] as const;
export const CARD_FACTIONS = [
  'empire',
  'rebels',
  'republic',
  'separatists',
  'mercenary',
  'mandalorians',
] as const;

const text = (max: number) => z.string().min(1).max(max);

/** A keyword as Legion HQ writes it: a bare name, or `{ name, value }` (X or a qualifier). */
const keyword = z.union(
  [text(60), z.strictObject({ name: text(60), value: z.union([int(0, 99), text(60)]).optional() })],
  { error: (iss) => `expected a keyword name or { "name", "value" }, got ${quote(iss.input)}` },
);

/** One range end: a number 0..99 or null (melee as a minimum, "∞" as a maximum). */
const rangeEnd = z.union([int(0, 99), z.null()], {
  error: (iss) => `expected a range 0..99 or null, got ${quote(iss.input)}`,
});

const weapon = z.strictObject({
  name: text(80),
  dice: z.strictObject({
    r: int(0, 30).optional(),
    b: int(0, 30).optional(),
    w: int(0, 30).optional(),
  }),
  /** `[min, max]`, `[n]` (that range only), `[0]` melee, `[]` no range printed. */
  range: z
    .array(rangeEnd)
    .max(2)
    .refine(([min, max]) => min == null || max == null || max >= min, {
      error: 'the maximum is below the minimum',
    }),
  keywords: z.array(keyword).max(20).optional(),
});

/** Courage: 1..20, or "–" (Legion HQ writes 0, -1 or "-"). */
const courage = z.union([int(-1, 20), z.literal('-')], {
  error: (iss) =>
    `expected an integer -1..20 or "-" (0, -1 and "-" are "–"), got ${quote(iss.input)}`,
});

/**
 * A homebrew unit card in Legion HQ's own schema (its cards.json), so a designer can start from
 * any real record: the fields the calculator reads are checked; the other fields a real record
 * carries are accepted as they are. `id` is optional.
 */
export const homebrewCardSchema = z.strictObject({
  id: text(8).optional(),
  cardName: text(120),
  title: text(120).nullable().optional(),
  cardType: z.literal('unit').optional(),
  cardSubtype: oneOf([...UNIT_TYPES.keys()] as [string, ...string[]]),
  rank: oneOf(CARD_RANKS),
  faction: oneOf(CARD_FACTIONS),
  cost: int(0, 1000),
  keywords: z.array(keyword).max(40),
  stats: z.strictObject({
    hp: int(1, 99),
    minicount: int(0, 30),
    courage,
    defense: oneOf(['r', 'w']),
    defsurge: oneOf(['b', '']),
    hitsurge: oneOf(['h', 'c', '']),
    speed: int(0, 5),
  }),
  upgradeBar: z.array(oneOf(UPGRADE_SLOTS)).max(20),
  weapons: z.array(weapon).max(12),
  // Carried by real records: kept as they are (affiliations matter to upgrade requirements).
  isUnique: flag().optional(),
  isUniqueTitle: flag().optional(),
  isUnreleased: z.union([z.boolean(), text(60)]).optional(),
  affiliation: text(60).optional(),
  affiliations: z.array(text(60)).max(10).optional(),
  equip: z.array(text(8)).max(10).optional(),
  counterpartId: text(8).optional(),
  associate: text(8).optional(),
  displayName: text(120).optional(),
  specialIssue: text(120).optional(),
  ttsName: text(120).optional(),
});

export type HomebrewCardJson = z.output<typeof homebrewCardSchema>;
