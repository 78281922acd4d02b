import type { Parsed } from '../engine/index.ts';
import {
  checkPresetRecords,
  expandFigures,
  expandScenarioPresets,
  hasPresetRecord,
  homebrewNotes,
  mustSee,
  namesFigure,
  namesPreset as namesUnit,
  presetNotes,
} from '../engine/index.ts';
import { isRecord } from '../engine/index.ts';

/** Whether a scenario names a Legion unit or an Imperial Assault figure (it needs card data). */
export const namesPreset = (json: unknown): boolean => namesUnit(json) || namesFigure(json);

/**
 * Expands a scenario's unit presets with the card data, loaded only when a scenario names a
 * unit (the data is ~350 KB of JSON); other scenarios come back unchanged.
 */
export async function expandIfPresets(json: unknown): Promise<Parsed<unknown>> {
  if (namesFigure(json)) {
    const { IA_FIGURES } = await import('../engine/ia-figures.ts');
    return expandFigures(json, IA_FIGURES);
  }
  if (!namesUnit(json)) return { ok: true, value: json };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return expandScenarioPresets(json, LEGION_CARDS);
}

/**
 * The notes a player must see about an expanded scenario's presets (a condition to switch on,
 * an X the card data does not state or that is set during play, a keyword the edition lacks),
 * one line each: "attacker Hondo Ohnaka: Uncanny Luck X: …". Loads the card data only for presets.
 */
export async function presetNoteLines(expanded: unknown): Promise<string[]> {
  if (isRecord(expanded) && expanded['game'] === 'imperial-assault')
    return figureNoteLines(expanded);
  if (!isRecord(expanded) || expanded['game'] !== 'legion') return [];
  const isSequence = Array.isArray(expanded['attacks']);
  const attacks = isSequence ? (expanded['attacks'] as unknown[]).filter(isRecord) : [expanded];
  const named = (x: unknown) => isRecord(x) && isRecord(x['preset']);
  if (!named(expanded['defender']) && !attacks.some((a) => named(a['attacker']))) return [];
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  const lines: string[] = [];
  const say = (
    who: string,
    s: Parameters<typeof presetNotes>[0],
    side: 'attacker' | 'defender',
  ) => {
    const n = presetNotes(s, LEGION_CARDS);
    const label = n.labels[side];
    for (const note of n[side].filter(mustSee))
      lines.push(`${who} ${label}: ${note.keyword}: ${note.text}`);
  };
  const edition = expanded['edition'] === 'ffg-1.0' ? 'ffg-1.0' : 'amg-2025';
  attacks.forEach((a, i) =>
    say(
      isSequence ? `attack ${i + 1} attacker` : 'attacker',
      { edition, attacker: a['attacker'] as never },
      'attacker',
    ),
  );
  say('defender', { edition, defender: expanded['defender'] as never }, 'defender');
  return lines;
}

/**
 * The notes on a scenario's homebrew cards (before expansion), one line each: every keyword the
 * calculator does not know ("attacker Trooper X: Tempted: not a keyword the calculator knows: not
 * applied") and the notes a preset's player must see.
 */
export async function cardNoteLines(json: unknown): Promise<string[]> {
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return homebrewNotes(json, LEGION_CARDS).flatMap((c) =>
    c.notes.filter(mustSee).map((n) => `${c.side} ${c.label}: ${n.keyword}: ${n.text}`),
  );
}

/**
 * An expanded scenario's preset records checked against the card data (loaded only when a
 * record is there): a record is a fingerprint, so a made-up one is refused and a changed card's
 * points and miniatures are the card data's, with a line (`changed`) saying so.
 */
export async function checkRecords(
  json: unknown,
): Promise<
  { ok: true; value: unknown; changed: string[] } | Extract<Parsed<unknown>, { ok: false }>
> {
  if (!hasPresetRecord(json)) return { ok: true, value: json, changed: [] };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return checkPresetRecords(json, LEGION_CARDS);
}

/** "attacker Darth Vader: not modelled: Brutality: …", one line per thing a figure's card has. */
async function figureNoteLines(expanded: Record<string, unknown>): Promise<string[]> {
  const ids = (['attacker', 'defender'] as const).map((side) => {
    const s = expanded[side];
    const p = isRecord(s) ? s['preset'] : undefined;
    return isRecord(p) && typeof p['figure'] === 'string' ? p['figure'] : null;
  });
  if (ids.every((id) => id === null)) return [];
  const { IA_FIGURES } = await import('../engine/ia-figures.ts');
  return (['attacker', 'defender'] as const).flatMap((side, i) => {
    const f = IA_FIGURES.figures.find((x) => x.id === ids[i]);
    return f ? f.notModelled.map((n) => `${side} ${f.name}: not modelled: ${n}`) : [];
  });
}
