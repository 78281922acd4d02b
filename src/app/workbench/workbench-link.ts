import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import {
  isRecord,
  oneLine,
  parseJsonText,
  readFieldSpec,
  readHomebrewCard,
  type FieldRange,
  type HomebrewCardJson,
} from '../../engine/index.ts';
import { playerError } from '../../lib/field-words.ts';
import { LINK_LIMIT } from '../url-codec.ts';

/** The unit tested: a unit of the card data by name, or the player's own card. */
export type WorkbenchUnit =
  | { readonly kind: 'unit'; readonly name: string }
  | { readonly kind: 'card'; readonly card: HomebrewCardJson };

/** What the field is: every unit, or the units of some factions and ranks. */
export type WorkbenchField =
  'all' | { readonly factions?: readonly string[]; readonly ranks?: readonly string[] };

/** Everything the workbench's answer depends on (what a link carries). */
export interface WorkbenchSetup {
  readonly unit: WorkbenchUnit | null;
  readonly upgrades: readonly string[];
  readonly ranges: readonly FieldRange[];
  readonly cover: 'none' | 'light' | 'heavy';
  readonly field: WorkbenchField;
  /** The changes whose worth is measured; null: the usual ones for the unit's card. */
  readonly changes: readonly string[] | null;
}

export const DEFAULT_SETUP: WorkbenchSetup = {
  unit: null,
  upgrades: [],
  ranges: [1, 2, 3],
  cover: 'none',
  field: 'all',
  changes: null,
};

/** The key of the workbench's compressed form; a new layout gets a new number. */
export const WORKBENCH_KEY = 'w1';

/** The field test as `odds field` reads it, or null without a unit. */
export function fieldSpecOf(s: WorkbenchSetup): Record<string, unknown> | null {
  if (!s.unit) return null;
  return {
    ...(s.unit.kind === 'unit' ? { unit: s.unit.name } : { card: s.unit.card }),
    upgrades: [...s.upgrades],
    ranges: [...s.ranges],
    cover: s.cover,
    field: s.field,
  };
}

/** The fragment (without '#') that reopens this workbench. */
export function encodeWorkbench(s: WorkbenchSetup): string {
  const spec = fieldSpecOf(s);
  if (!spec) return 'workbench';
  const payload = { ...spec, ...(s.changes ? { vary: s.changes } : {}) };
  return `${WORKBENCH_KEY}=${compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

/** Whether a fragment holds a workbench (`#w1=…`) or asks for the view (`#workbench`). */
export function isWorkbenchFragment(fragment: string): boolean {
  return fragment
    .replace(/^#/, '')
    .split('&')
    .some((p) => p === 'workbench' || p.startsWith(`${WORKBENCH_KEY}=`));
}

export type DecodedWorkbench = { ok: true; setup: WorkbenchSetup } | { ok: false; error: string };

const fail = (why: string): DecodedWorkbench => ({
  ok: false,
  error: `Could not open the workbench: ${oneLine(why)}`,
});

/** Reads a workbench fragment; `#workbench` alone is the empty bench. */
export function decodeWorkbench(fragment: string): DecodedWorkbench {
  const part = fragment
    .replace(/^#/, '')
    .split('&')
    .find((p) => p.startsWith(`${WORKBENCH_KEY}=`));
  if (part === undefined) return { ok: true, setup: DEFAULT_SETUP };
  const compressed = part.slice(WORKBENCH_KEY.length + 1);
  if (compressed.length > LINK_LIMIT)
    return fail(`the link is too long (${compressed.length.toLocaleString('en')} characters)`);
  const text = decompressFromEncodedURIComponent(compressed);
  if (!text) return fail('the link is damaged (it does not decompress)');
  const json = parseJsonText(text);
  if (!json.ok) return fail(playerError(json.error));
  if (!isRecord(json.value)) return fail('the link is damaged (it holds no workbench)');
  const { vary, ...rest } = json.value;
  const spec = readFieldSpec(rest);
  if (!spec.ok) return fail(playerError(spec.error));
  const v = spec.value;
  if ((v.unit === undefined) === (v.card === undefined)) return fail('the link names no unit');
  if (v.card !== undefined) {
    const card = readHomebrewCard(v.card, 'card');
    if (!card.ok) return fail(playerError(card.error));
  }
  if (
    vary !== undefined &&
    (!Array.isArray(vary) ||
      vary.length > 12 ||
      !vary.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 120))
  )
    return fail('the changes to try are damaged');
  return {
    ok: true,
    setup: {
      unit:
        v.card !== undefined
          ? { kind: 'card', card: v.card as HomebrewCardJson }
          : { kind: 'unit', name: v.unit as string },
      upgrades: v.upgrades,
      ranges: v.ranges as FieldRange[],
      cover: v.cover,
      field: v.field as WorkbenchField,
      changes: (vary as string[] | undefined) ?? null,
    },
  };
}
