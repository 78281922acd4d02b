import type { Component } from 'svelte';
import type { GameId, ScenarioOf } from '../../engine/index.ts';
import IaEditors from '../../lib/editors/imperial-assault/IaEditors.svelte';
import LegionModeEditors from '../../lib/editors/legion/LegionModeEditors.svelte';
import type { EditorsProps } from '../../lib/editors/loadout.ts';
import SwmEditors from '../../lib/editors/swm/SwmEditors.svelte';

/**
 * Each registered game's editors, keyed like the engine's registry (tsc fails here until a new
 * game has them). Apart from the game modes (registry.ts) because only the main page draws
 * editors: the embed loads the modes, and would otherwise carry every editor with it.
 */
const EDITORS: { readonly [K in GameId]: Component<EditorsProps<ScenarioOf<K>>> } = {
  legion: LegionModeEditors,
  'imperial-assault': IaEditors,
  swm: SwmEditors,
};

/** The editors of an offered game, for its shown loadout (each game's draft meets only its own). */
export function editorsOf(id: GameId): Component<EditorsProps<unknown>> {
  return EDITORS[id] as Component<EditorsProps<unknown>>;
}
