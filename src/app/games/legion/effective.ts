import type { LegionScenario } from '../../../engine/index.ts';
import { keywordHiddenBecause, keywordInfos } from '../../../lib/editors/legion/keyword-meta.ts';
import { schemaDefaults } from '../../../lib/editors/legion/legion-defaults.ts';
import { attackFacts, shown } from '../../../lib/editors/legion/legion-shown.ts';

/**
 * The scenario the engine gets: the editor's values minus every control that is hidden.
 * Hidden values stay in the editor (switching back restores them) but never count.
 */
export function effectiveScenario(editor: LegionScenario): LegionScenario {
  const s = structuredClone(editor);
  const base = schemaDefaults();
  const f = attackFacts(s);
  const show = shown(s);
  for (const side of ['attacker', 'defender'] as const) {
    const kw: Record<string, number | boolean> = s[side].keywords;
    const kwBase: Record<string, number | boolean> = base[side].keywords;
    for (const k of keywordInfos(side, base))
      if (keywordHiddenBecause(k, f) !== null) kw[k.key] = kwBase[k.key] as number | boolean;
  }
  if (!show.terrainCover) s.defender.cover = 'none';
  if (!show.smoke) s.defender.tokens.smoke = 0;
  if (!show.shield) s.defender.tokens.shield = 0;
  if (!show.surgeTokens) {
    s.attacker.tokens.surge = 0;
    s.defender.tokens.surge = 0;
    for (const g of s.guardians) g.tokens.surge = 0;
  }
  // Soresu Mastery is an AMG 2025 keyword (AMG Keyword Glossary); FFG 1.0 has no such rule.
  if (!f.amg) for (const g of s.guardians) g.keywords.soresuMastery = false;
  if (!show.attackerDodge) s.attacker.tokens.dodge = 0;
  if (!show.minisInLos) s.defender.minisInLos = null;
  if (!show.guardians) s.guardians = [];
  const sp = shown(s).policy;
  for (const key of Object.keys(sp) as (keyof typeof sp)[])
    if (!sp[key]) (s.policy as Record<string, string>)[key] = base.policy[key];
  return s;
}
