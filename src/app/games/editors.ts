import type { Component } from 'svelte';
import IaEditors from '../../lib/editors/imperial-assault/IaEditors.svelte';
import LegionEditors from '../../lib/editors/LegionEditors.svelte';
import SwmEditors from '../../lib/editors/swm/SwmEditors.svelte';
import type { EditorsProps } from '../../lib/editors/loadout.ts';

/** A game's editors: the scenario bar and its cards, editing `draft.value` in place. */
export type Editors = Component<EditorsProps<never>>;

/** Each game's editor components, by game id (the data half of a game is games/<game>.ts). */
export const EDITORS: Readonly<Record<string, Editors>> = {
  legion: LegionEditors as unknown as Editors,
  'imperial-assault': IaEditors as unknown as Editors,
  swm: SwmEditors as unknown as Editors,
};
