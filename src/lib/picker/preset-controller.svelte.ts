import {
  describeError,
  parseLegionScenario,
  presetChanges,
  type LegionCardData,
  type LegionScenario,
} from '../../engine/index.ts';
import type { Loadout } from '../editors/loadout.ts';
import {
  expansionInput,
  isModified,
  owned,
  presetOf,
  revertedSide,
  situational,
  type PresetChoice,
  type PresetSide,
} from './preset-sides.ts';
import type { PresetService } from './preset-service.ts';
import { unitEntries, type UnitEntry } from './unit-search.ts';

type Json = Record<string, unknown>;

/** A side's preset as it was chosen, for "modified" and the way back to it. */
interface Plain {
  /** The preset record it belongs to (another record: another preset, not known yet). */
  readonly record: string;
  readonly side: Json;
}

const SIDES: readonly PresetSide[] = ['attacker', 'defender'];

/**
 * The unit presets of the loadout the editors show (one attack, or the selected attack of a
 * sequence): loads the card data, expands a chosen unit in the preset worker and writes the
 * resolved numbers into the loadout, remembers each side's plain preset (so an edit marks the
 * side "modified", with a way back), and chooses the attacker's weapons again when the range or
 * the defender changes.
 */
export class PresetController {
  data = $state.raw<LegionCardData | null>(null);
  entries = $state.raw<readonly UnitEntry[] | null>(null);
  /** A side whose expansion is running. */
  busy = $state<Record<PresetSide, boolean>>({ attacker: false, defender: false });
  /** The last expansion's error, per side (the loadout kept what it had). */
  error = $state<Record<PresetSide, string | null>>({ attacker: null, defender: null });
  private plain = $state.raw<Record<string, Plain>>({});
  /** The attacker's context when its weapons were last chosen (see `context`). */
  contextAt = '';
  private gen: Record<PresetSide, number> = { attacker: 0, defender: 0 };
  private loading: Promise<void> | null = null;

  constructor(
    private readonly draft: Loadout<LegionScenario>,
    private readonly service: PresetService,
    /** Which attack is shown ('0' for a single attack): plain presets are kept per attack. */
    private readonly attackKey: () => string,
  ) {
    // The app fetches the card data when idle after the first answer: take it when it comes.
    void service.loaded().then(() => this.load());
  }

  /** The loadout as plain data (the editors' view may be a live view into a sequence). */
  snapshot(): LegionScenario {
    return JSON.parse(JSON.stringify(this.draft.value)) as LegionScenario;
  }

  /** Loads the card data (once); the picker asks on first use, the app when idle. */
  load(): Promise<void> {
    this.loading ??= this.service.cards().then((d) => {
      this.data = d;
      this.entries = unitEntries(d);
    });
    return this.loading;
  }

  private slot(side: PresetSide): string {
    return side === 'defender' ? 'defender' : `attacker:${this.attackKey()}`;
  }

  private recordKey(side: PresetSide): string {
    return JSON.stringify(this.draft.value[side].preset ?? null);
  }

  /** The side's preset (unit and upgrade ids), or null for plain dice. */
  choice(side: PresetSide): PresetChoice | null {
    return presetOf(this.draft.value, side);
  }

  /** The side's plain preset, when known for its current record. */
  private plainOf(side: PresetSide): Json | null {
    const p = this.plain[this.slot(side)];
    return p && p.record === this.recordKey(side) ? p.side : null;
  }

  private remember(side: PresetSide, value: Json): void {
    this.plain = {
      ...this.plain,
      [this.slot(side)]: { record: JSON.stringify(value['preset'] ?? null), side: value },
    };
  }

  /** Whether the side was edited since its preset was chosen (null: not known yet). */
  modified(side: PresetSide): boolean | null {
    const p = this.plainOf(side);
    return p ? isModified(side, this.draft.value[side], p) : null;
  }

  /** The card data's changes to this side's preset since the loadout was made (a link's). */
  changed(side: PresetSide): boolean {
    if (!this.data || !this.draft.value[side].preset) return false;
    return presetChanges(this.snapshot(), this.data).some((m) => m.startsWith(`${side}:`));
  }

  /** Expands `input`; the parsed scenario, or null (the error kept) when superseded or invalid. */
  private async expand(side: PresetSide, input: Json): Promise<LegionScenario | null> {
    const gen = ++this.gen[side];
    this.busy[side] = true;
    const r = await this.service.expand(input);
    if (gen !== this.gen[side]) return null;
    this.busy[side] = false;
    const parsed = r.ok ? parseLegionScenario(r.value) : r;
    if (!parsed.ok) {
      this.error[side] = describeError(parsed.error);
      return null;
    }
    this.error[side] = null;
    return parsed.value;
  }

  /** Builds a side from a unit and its upgrades (the attacker's weapons chosen for this attack). */
  async choose(side: PresetSide, choice: PresetChoice): Promise<void> {
    const s = this.snapshot();
    const rechoose = side === 'defender' && this.modified('attacker') === false;
    const e = await this.expand(side, expansionInput(s, side, choice, rechoose));
    if (!e) return;
    this.write(side, e);
    if (rechoose) this.write('attacker', e);
  }

  private write(side: PresetSide, e: LegionScenario): void {
    const v = this.draft.value;
    if (side === 'attacker') {
      this.setRangeField(e.range);
      v.attacker = e.attacker;
    } else v.defender = e.defender;
    this.remember(side, JSON.parse(JSON.stringify(e[side])) as Json);
    this.contextAt = this.context();
  }

  /**
   * The loadout's range, through its setter: an attack of a sequence is a live view whose
   * setter removes the attack's range for undefined (deleting the view's own field would not).
   */
  private setRangeField(range: number | undefined): void {
    (this.draft.value as { range?: number | undefined }).range = range;
  }

  /** Back to plain dice: the side keeps its numbers and forgets the unit. */
  clear(side: PresetSide): void {
    const v = this.draft.value[side];
    delete v.preset;
  }

  /** Back to the preset as chosen (the card data's current cards when they have changed). */
  async revert(side: PresetSide): Promise<void> {
    const p = this.plainOf(side);
    const choice = this.choice(side);
    if (p && !this.changed(side)) {
      const v = revertedSide(side, this.snapshot()[side], p);
      if (side === 'attacker') this.draft.value.attacker = v as LegionScenario['attacker'];
      else this.draft.value.defender = v as LegionScenario['defender'];
    } else if (choice) await this.choose(side, choice);
  }

  /**
   * The plain preset of a side that has a record but none known (a link, a pin, another
   * attack): expanded in this loadout's context, the loadout left as it is.
   */
  async learn(side: PresetSide): Promise<void> {
    const choice = this.choice(side);
    if (!choice || this.plainOf(side)) return;
    const record = this.recordKey(side);
    const e = await this.expand(side, expansionInput(this.snapshot(), side, choice, false));
    if (e && this.recordKey(side) === record) {
      // The record as the loadout holds it: a changed card keeps the link's numbers (modified).
      const value = JSON.parse(JSON.stringify(e[side])) as Json;
      value['preset'] = JSON.parse(record) as unknown;
      this.plain = { ...this.plain, [this.slot(side)]: { record, side: value } };
    }
  }

  /**
   * What the attacker's best weapons depend on besides its own fields: a change re-chooses
   * them while the attacker is its preset unmodified.
   */
  context(): string {
    const s = this.snapshot();
    const { attacker, ...rest } = s;
    return JSON.stringify([rest, situational('attacker', attacker)]);
  }

  /**
   * The attacker's weapons chosen again for `s` (a new range, attack type or defender): an
   * unmodified preset becomes its plain preset for it; a modified one keeps its edits. An
   * attacker given as dice has no weapons to choose: only the range changes.
   */
  private async reweapon(s: LegionScenario): Promise<void> {
    const choice = this.choice('attacker');
    if (!choice || s.attacker.weapons === undefined) {
      this.setRangeField(s.range);
      this.draft.value.attackType = s.attackType;
      return;
    }
    const input = expansionInput(s, 'attacker', choice, false);
    const modified = this.modified('attacker');
    if (modified) {
      const edits = owned('attacker', s.attacker);
      delete edits['weapons'];
      delete edits['dice'];
      input['attacker'] = { ...(input['attacker'] as Json), ...edits };
    }
    const e = await this.expand('attacker', input);
    if (!e) return;
    this.draft.value.attackType = e.attackType;
    if (modified) {
      this.setRangeField(e.range);
      this.draft.value.attacker = e.attacker;
      this.contextAt = this.context();
    } else this.write('attacker', e);
  }

  /** The attacker's weapons chosen again for the loadout as it is now. */
  rechooseAttacker(): Promise<void> {
    return this.reweapon(this.snapshot());
  }

  /**
   * Sets the attack type; a preset attacker's weapons change with it (melee weapons never join
   * a ranged pool), in one step, so no moment shows a pool the attack cannot have.
   */
  setAttackType(type: LegionScenario['attackType']): Promise<void> {
    const s = this.snapshot();
    s.attackType = type;
    return this.reweapon(s);
  }

  /** Sets the range (1–5); a preset attacker chooses its weapons for it. */
  setRange(range: number): Promise<void> {
    const s = this.snapshot();
    s.range = range;
    return this.reweapon(s);
  }

  /** Sides with a record whose plain preset is not known yet. */
  unknownSides(): PresetSide[] {
    return SIDES.filter((side) => this.choice(side) && !this.plainOf(side));
  }
}
