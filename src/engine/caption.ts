import type { LoadoutWords } from './core/loadout-words.ts';
import { parseAnyRules } from './game-rules.ts';

/** A loadout to caption: its name as the chart's legend shows it, and its scenario. */
export interface CaptionLoadout {
  readonly label: string;
  readonly scenario: unknown;
}

const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * An exported chart's caption, in words: each loadout named (its unit and upgrades, or its
 * dice, and the tokens it has), then the target, range, cover and the target's tokens — once,
 * when every loadout shares them. No ids, hashes or empty fields; a scenario that does not
 * parse is left out. One loadout: one sentence, unnamed.
 */
export function captionLines(loadouts: readonly CaptionLoadout[]): string[] {
  const described = loadouts.flatMap((l): { label: string; words: LoadoutWords }[] => {
    const p = parseAnyRules(l.scenario);
    return p.ok ? [{ label: l.label, words: p.value.rules.words(p.value.scenario) }] : [];
  });
  const [first] = described;
  if (!first) return [];
  if (described.length === 1)
    return [sentence(`${first.words.attacker} against ${first.words.target}`)];
  const shared = described.every((d) => d.words.target === first.words.target);
  if (shared)
    return [
      ...described.map((d) => `${d.label}: ${d.words.attacker}.`),
      sentence(`all against ${first.words.target}`),
    ];
  return described.map((d) => `${d.label}: ${d.words.attacker} against ${d.words.target}.`);
}
