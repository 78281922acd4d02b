import type { JsonRecord } from '../../engine/index.ts';

/** A side's preset as it was chosen, for "modified" and the way back to it. */
interface Plain {
  /** The preset record it belongs to (another record: another preset, not known yet). */
  readonly record: string;
  readonly side: JsonRecord;
}

/**
 * Each side's plain preset (as chosen, before any edit) by slot (the defender, or the attacker
 * of one attack), known only for the preset record it was made from.
 */
export class PlainPresets {
  private bySlot = $state.raw<Record<string, Plain>>({});

  /** The slot's plain side, when known for `record` (the side's preset record as JSON). */
  get(slot: string, record: string): JsonRecord | null {
    const p = this.bySlot[slot];
    return p && p.record === record ? p.side : null;
  }

  /** Keeps `side` as the slot's plain preset for `record`. */
  set(slot: string, record: string, side: JsonRecord): void {
    this.bySlot = { ...this.bySlot, [slot]: { record, side } };
  }
}
