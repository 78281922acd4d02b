import { expandLinkPresets, linkNamesPresets, type ExpandPresets } from './link-presets.ts';
import { AppStore, LINK_DEFAULTS } from './store.svelte.ts';
import { recall } from './remember.ts';
import type { ThemeState } from './theme.svelte.ts';
import { decodeFragment } from './url-codec.ts';

/** The newest link opened: a link whose presets are still being expanded gives way to it. */
let latest = 0;

/**
 * Opens a link's fragment into the store. When it cannot be opened the store says why and
 * `instead` (what the page shows then). Returns whether it held a state that opened. A link
 * naming unit presets (as odds' files may) opens once `expand` has set them up from the cards.
 */
export function openLink(
  store: AppStore,
  theme: ThemeState | null,
  hash: string,
  instead: string,
  source = 'the link',
  expand?: ExpandPresets,
): boolean {
  const turn = ++latest;
  const d = decodeFragment(hash, LINK_DEFAULTS);
  if (!d.ok) {
    store.linkFailed(
      d.error.replace(/^Could not open the link/, `Could not open ${source}`),
      instead,
    );
    return false;
  }
  if (d.theme && theme) theme.choice = d.theme;
  if (d.state === null) return false;
  if (expand && linkNamesPresets(d.state)) {
    const skipped = d.skipped;
    void expandLinkPresets(d.state, expand).then((x) => {
      if (turn !== latest) return;
      if (!x.ok)
        store.linkFailed(
          `Could not open ${source}: its loadout is not valid (${x.error})`,
          instead,
        );
      else store.restore(x.state, { skipped: [...skipped, ...x.skipped], instead, source });
    });
    return true;
  }
  return store.restore(d.state, { skipped: d.skipped, instead, source });
}

/** Where the page's first state came from. */
export type Start = 'link' | 'remembered' | 'starter';

/**
 * The page's first state: each game's remembered loadout (the game shown last in front), then
 * the address bar's link over them, as a link always wins. Says where the state shown came from.
 */
export function openStart(
  store: AppStore,
  theme: ThemeState,
  hash: string,
  storage: Storage | null,
  expand?: ExpandPresets,
): Start {
  const memory = storage ? recall(storage) : null;
  let remembered = false;
  if (memory) {
    const last = "your last visit's loadout";
    const order = Object.keys(memory.links).sort(
      (a, b) => Number(a === memory.shown) - Number(b === memory.shown),
    );
    for (const game of order) {
      const fragment = memory.links[game];
      if (fragment === undefined) continue;
      const ok = openLink(store, null, fragment, 'Showing the starter loadout instead.', last);
      if (ok && game === memory.shown) remembered = true;
    }
  }
  const instead = remembered
    ? 'Showing your loadout from your last visit instead.'
    : 'Showing the starter loadout instead.';
  const holdsLink = hash.replace(/^#/, '') !== '';
  if (holdsLink && openLink(store, theme, hash, instead, 'the link', expand)) return 'link';
  return remembered ? 'remembered' : 'starter';
}
