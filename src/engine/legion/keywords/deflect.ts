import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { ATTACKER_WOUNDS, DEF_SURGES, DODGES_SPENT, SURGE_TO_BLOCK } from '../state.ts';

/**
 * Deflect. amg-2025 (AMG Keyword Glossary, Deflect): against a Ranged attack (not all High Velocity) the
 * chart gains surge→block and the attacker suffers 1 wound if any surge was rolled.
 * ffg-1.0 (FFG Rules Reference 1.0, Deflect): only while a Dodge token is spent; then surge→block, and a
 * Ranged attacker suffers 1 wound per surge. Immune: Deflect stops the wounds.
 */
export const deflect: Keyword = {
  key: 'deflect',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Deflect; AMG Keyword Glossary, Immune: Deflect; FFG Rules Reference 1.0, Deflect',
  configure(ctx) {
    if (!ctx.amg && ctx.deflectAllowed) ctx.spendDodgeAnyway = true;
  },
  hooks: [
    {
      step: 'convert-defense-surges',
      order: -10,
      make: (ctx) => {
        const a = ctx.scenario.attacker.keywords;
        const reflects = ctx.ranged && !a.immuneDeflect;
        if (!ctx.deflectAllowed) return [];
        if (ctx.amg) {
          if (!ctx.ranged || a.highVelocity) return [];
          // AMG Keyword Glossary, Shien Mastery: 1 wound per surge instead of 1 for any surge.
          const shien = ctx.scenario.defender.keywords.shienMastery;
          return [
            det('Deflect', (s) => {
              const surges = s[DEF_SURGES] as number;
              if (reflects && surges > 0)
                s[ATTACKER_WOUNDS] = (s[ATTACKER_WOUNDS] as number) + (shien ? surges : 1);
              s[SURGE_TO_BLOCK] = 1;
            }),
          ];
        }
        return [
          det('Deflect (ffg-1.0)', (s) => {
            if (s[DODGES_SPENT] === 0) return;
            if (reflects)
              s[ATTACKER_WOUNDS] = (s[ATTACKER_WOUNDS] as number) + (s[DEF_SURGES] as number);
            s[SURGE_TO_BLOCK] = 1;
          }),
        ];
      },
    },
  ],
};
