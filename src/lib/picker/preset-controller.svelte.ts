import {
  parseLegionScenario,
  presetChanges,
  type HomebrewCardJson,
  type LegionCardData,
  type LegionScenario,
  type JsonRecord,
} from '../../engine/index.ts';
import type { Loadout } from '../editors/loadout.ts';
import { playerError } from '../field-words.ts';
import { fitAttacker } from './fit-attacker.ts';
import { pickSituation } from './pick-situation.ts';
import { PlainPresets } from './plain-presets.svelte.ts';
import {
  expansionInput,
  isModified,
  presetOf,
  revertedSide,
  setSituation,
  situational,
  type PresetChoice,
  type PresetSide,
} from './preset-sides.ts';
import { reweaponInput } from './reweapon-input.ts';
import { swapInput } from './swap-input.ts';
import type { PresetService } from './preset-service.ts';
import { CardShelf } from './card-shelf.svelte.ts';
import type { UnitEntry } from './unit-search.ts';
import type { WeaponFit } from './weapon-fit.ts';

const SIDES: readonly PresetSide[] = ['attacker', 'defender'];

/**
 * The unit presets of the loadout the editors show (one attack, or the selected attack of a
 * sequence): asks the preset worker for the picker's rows and the cards of the units shown,
 * expands a chosen unit in the preset worker and writes the
 * resolved numbers into the loadout, remembers each side's plain preset (so an edit marks the
 * side "modified", with a way back), and chooses the attacker's weapons again when the range or
 * the defender changes.
 */
export class PresetController {
  /**
   * The cards of the units on screen (`PresetService.cardsFor`), or null before any: the card
   * data itself stays in the preset worker.
   */
  data = $state.raw<LegionCardData | null>(null);
  entries = $state.raw<readonly UnitEntry[] | null>(null);
  /** A side whose expansion is running. */
  busy = $state<Record<PresetSide, boolean>>({ attacker: false, defender: false });
  /** The last expansion's error, per side (the loadout kept what it had). */
  error = $state<Record<PresetSide, string | null>>({ attacker: null, defender: null });
  /**
   * The unit last picked on a side, shown (with its upgrade slots) from the moment it is picked,
   * whether or not it is set up yet.
   */
  picked = $state<Record<PresetSide, PresetChoice | null>>({ attacker: null, defender: null });
  /** What was done to let the picked attacker attack (an upgrade added, the range moved), and why. */
  fit = $state.raw<{ note: string; added: string | null } | null>(null);
  private readonly plain = new PlainPresets();
  /** The player's own cards, kept on the device ("My units"). */
  readonly shelf: CardShelf;
  /** The attacker's context when its weapons were last chosen (see `context`). */
  contextAt = '';
  private gen: Record<PresetSide, number> = { attacker: 0, defender: 0 };
  private loading: Promise<void> | null = null;
  /** The unit and upgrade ids `data` was asked for (a unit not among them may be missing). */
  private dataFor: readonly string[] = [];
  private dataGen = 0;

  constructor(
    private readonly draft: Loadout<LegionScenario>,
    private readonly service: PresetService,
    /** Which attack is shown ('0' for a single attack): plain presets are kept per attack. */
    private readonly attackKey: () => string,
  ) {
    this.shelf = new CardShelf(service.storage ?? null);
    // The app asks for the picker's rows when idle after the first answer: take them.
    void service.loaded().then(() => this.load());
  }

  /** The loadout as plain data (the editors' view may be a live view into a sequence). */
  snapshot(): LegionScenario {
    return JSON.parse(JSON.stringify(this.draft.value)) as LegionScenario;
  }

  /**
   * Gets the picker's rows (once; the picker asks on first use, the app when idle) and the
   * cards of the units on screen.
   */
  load(): Promise<void> {
    this.loading ??= this.service.entries().then((e) => {
      this.entries = e;
    });
    return Promise.all([this.loading, this.cardsFor([])]).then(() => {});
  }

  /**
   * The ids of the units and upgrades on screen (both sides' records and picks), and `more`; and
   * the upgrade slots of the player's own cards among them.
   */
  private shownIds(more: readonly PresetChoice[]): {
    units: string[];
    upgrades: string[];
    bars: string[];
  } {
    const shown = [
      ...SIDES.flatMap((side) => [this.choice(side), this.picked[side]]),
      ...more,
    ].filter((c): c is PresetChoice => c !== null);
    const distinct = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) === i).sort();
    return {
      units: distinct(shown.filter((c) => !c.card).map((c) => c.unit)),
      upgrades: distinct(shown.flatMap((c) => c.upgrades)),
      bars: distinct(shown.flatMap((c) => c.card?.upgradeBar ?? [])),
    };
  }

  /** Whether `data` was asked for every unit, own card's slot and upgrade of `choice`. */
  private covers(choice: PresetChoice): boolean {
    const unit = choice.card
      ? choice.card.upgradeBar.every((slot) => this.dataFor.includes(barKey(slot)))
      : this.dataFor.includes(choice.unit);
    return unit && choice.upgrades.every((u) => this.dataFor.includes(u));
  }

  /**
   * The cards of the units on screen and of `more`, from the preset worker when they are not
   * all here yet; `data` becomes them (unless a later ask has answered first).
   */
  private async cardsFor(more: readonly PresetChoice[]): Promise<LegionCardData> {
    const { units, upgrades, bars } = this.shownIds(more);
    const asked = [...units, ...upgrades, ...bars.map(barKey)];
    if (this.data && asked.every((id) => this.dataFor.includes(id))) return this.data;
    const gen = ++this.dataGen;
    const d = await this.service.cardsFor(units, upgrades, bars);
    if (gen === this.dataGen) {
      this.data = d;
      this.dataFor = asked;
    }
    return d;
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
  private plainOf(side: PresetSide): JsonRecord | null {
    return this.plain.get(this.slot(side), this.recordKey(side));
  }

  private remember(side: PresetSide, value: JsonRecord): void {
    this.plain.set(this.slot(side), JSON.stringify(value['preset'] ?? null), value);
  }

  /** Whether the side was edited since its preset was chosen (null: not known yet). */
  modified(side: PresetSide): boolean | null {
    const p = this.plainOf(side);
    return p ? isModified(side, this.draft.value[side], p) : null;
  }

  /** The card data's changes to this side's preset since the loadout was made (a link's). */
  changed(side: PresetSide): boolean {
    const choice = this.choice(side);
    if (!this.data || !choice || !this.covers(choice)) return false;
    return presetChanges(this.snapshot(), this.data).some((m) => m.startsWith(`${side}:`));
  }

  /** Expands `input`; the parsed scenario, or null (the error kept) when superseded or invalid. */
  private async expand(side: PresetSide, input: JsonRecord): Promise<LegionScenario | null> {
    const gen = ++this.gen[side];
    this.busy[side] = true;
    const r = await this.service.expand(input);
    if (gen !== this.gen[side]) return null;
    this.busy[side] = false;
    const parsed = r.ok ? parseLegionScenario(r.value) : r;
    if (!parsed.ok) {
      this.error[side] = playerError(parsed.error);
      return null;
    }
    this.error[side] = null;
    return parsed.value;
  }

  /**
   * Builds a side from a unit and its upgrades (the attacker's weapons chosen for this attack),
   * keeping the moment's tokens and conditions: a change of upgrades.
   */
  async choose(side: PresetSide, choice: PresetChoice): Promise<void> {
    if (side === 'attacker') this.fit = null;
    this.picked[side] = choice;
    await this.build(side, this.snapshot(), choice);
  }

  /** Expands and writes a side; whether it was set up. */
  private async build(side: PresetSide, s: LegionScenario, choice: PresetChoice): Promise<boolean> {
    const rechoose = side === 'defender' && this.modified('attacker') === false;
    const e = await this.expand(side, expansionInput(s, side, choice, rechoose));
    if (!e) return false;
    this.write(side, e);
    if (rechoose) this.write('attacker', e);
    return true;
  }

  /**
   * A unit picked for a side: it starts from its card alone (no token or condition it does not
   * give; the defender's cover is the table's and stays), and the first unit picked in the
   * starter loadout ends the starter's tokens and cover on the other side too. An attacker that
   * needs an upgrade's weapon, or another range, to attack gets it, and `fit` says why.
   */
  async pick(side: PresetSide, unit: string): Promise<void> {
    const s = this.snapshot();
    const { other, starter, clean } = pickSituation(s, side);
    let choice: PresetChoice = { unit, upgrades: [] };
    let fit: WeaponFit | null = null;
    this.picked[side] = choice;
    if (side === 'attacker') {
      this.fit = null;
      ({ choice, fit } = fitAttacker(await this.cardsFor([choice]), s, unit, []));
      this.picked[side] = choice;
    } else void this.cardsFor([choice]);
    if (!(await this.build(side, s, choice))) return;
    if (starter) {
      // The weapons were chosen against this already: no second choice for the change.
      setSituation(other, this.draft.value[other], clean);
      this.contextAt = this.context();
    }
    if (fit?.note) this.fit = { note: fit.note, added: fit.added };
  }

  /**
   * The player's own card as the side's unit (as a unit picked: from its card alone, no
   * upgrades but `upgrades`: a copy keeps the preset's), kept on the device for later. Its
   * weapons are the card's: none is added for it.
   */
  async useCard(
    side: PresetSide,
    card: HomebrewCardJson,
    upgrades: readonly string[] = [],
  ): Promise<void> {
    this.shelf.save(card);
    const s = this.snapshot();
    const { other, starter, clean } = pickSituation(s, side);
    const choice: PresetChoice = { unit: card.id ?? 'homebrew', upgrades: [...upgrades], card };
    this.picked[side] = choice;
    if (side === 'attacker') this.fit = null;
    if (!(await this.build(side, s, choice))) return;
    if (starter) {
      setSituation(other, this.draft.value[other], clean);
      this.contextAt = this.context();
    }
  }

  private write(side: PresetSide, e: LegionScenario): void {
    const v = this.draft.value;
    if (side === 'attacker') {
      this.setRangeField(e.range);
      if (v.attackType !== e.attackType) v.attackType = e.attackType;
      v.attacker = e.attacker;
    } else v.defender = e.defender;
    this.remember(side, JSON.parse(JSON.stringify(e[side])) as JsonRecord);
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
    this.picked[side] = null;
    if (side === 'attacker') this.fit = null;
  }

  /**
   * Swaps the units: the defender's unit (with its upgrades) attacks the attacker's. Each side
   * keeps the moment's tokens and conditions; the new attacker chooses its weapons against the
   * new defender, taking an upgrade's weapon or another range if it must (`fit` says why).
   */
  async swap(): Promise<void> {
    const att = this.choice('attacker');
    const def = this.choice('defender');
    if (!att || !def) return;
    const data = await this.cardsFor([att, def]);
    const { input, choice, fit } = swapInput(data, this.snapshot(), att, def);
    this.gen.defender++; // a defender still being set up is superseded
    this.busy.defender = false;
    const e = await this.expand('attacker', input);
    if (!e) return;
    this.picked = { attacker: choice, defender: att };
    this.write('defender', e);
    this.write('attacker', e);
    this.fit = fit?.note ? { note: fit.note, added: fit.added } : null;
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
      const value = JSON.parse(JSON.stringify(e[side])) as JsonRecord;
      value['preset'] = JSON.parse(record) as unknown;
      this.plain.set(this.slot(side), record, value);
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
    const modified = this.modified('attacker');
    const data = await this.cardsFor([choice]);
    const { input, choice: use, fit } = reweaponInput(data, s, choice, modified, this.fit?.added);
    const e = await this.expand('attacker', input);
    if (!e) return;
    this.draft.value.attackType = e.attackType;
    if (modified) {
      this.setRangeField(e.range);
      this.draft.value.attacker = e.attacker;
      this.contextAt = this.context();
    } else this.write('attacker', e);
    if (fit) {
      this.picked.attacker = use;
      this.fit = fit.note ? { note: fit.note, added: fit.added } : null;
    }
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

/** How an own card's upgrade slot is remembered among the ids `data` was asked for. */
const barKey = (slot: string): string => `slot:${slot}`;
