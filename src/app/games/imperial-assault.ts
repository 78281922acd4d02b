import {
  CONDITIONS,
  type AttackResult,
  type Condition,
  type IaScenario,
  type Summary,
  type JsonValue,
} from '../../engine/index.ts';
import { CONDITION_LABELS } from '../../lib/editors/imperial-assault/condition-labels.ts';
import {
  blankSurgeAbility,
  schemaDefaults,
  starterScenario,
} from '../../lib/editors/imperial-assault/ia-defaults.ts';
import { pct } from '../../report/format.ts';
import type { KeyNumber, ResultCard } from '../../lib/results/game-view.ts';
import { diceWords, signed } from './pin-words.ts';
import { diff } from './sparse-diff.ts';
import type { AppMode, PinNameDetail } from './app-game.ts';

/** Imperial Assault's secondary results (docs/rules/imperial-assault.md "Outputs"). */
interface IaExtras {
  miss?: number;
  defeated?: number;
  blast?: Summary;
  cleave?: Summary;
  conditions?: Partial<Record<Condition, number>>;
}

/** Accuracy and distance matter only to a ranged attack (IA Rules Reference Guide, Accuracy). */
function effective(editor: IaScenario): IaScenario {
  const s = structuredClone(editor);
  if (s.attackType !== 'ranged') s.distance = null;
  return s;
}

/** The shortest scenario that parses back to `s` (defaults left out, dice always given). */
function sparse(s: IaScenario): Record<string, JsonValue> {
  const base = schemaDefaults();
  const blank = blankSurgeAbility();
  const { attacker, ...rest } = s;
  const { surgeAbilities, dice, ...attackerRest } = attacker;
  const out = (diff(rest, { ...base, attacker: undefined }) ?? {}) as Record<string, JsonValue>;
  const a = (diff(attackerRest, { ...base.attacker, surgeAbilities: undefined, dice: undefined }) ??
    {}) as Record<string, JsonValue>;
  return {
    v: 1,
    game: 'imperial-assault',
    ...out,
    attacker: {
      dice: Object.fromEntries(Object.entries(dice).filter(([, n]) => n > 0)),
      ...a,
      ...(surgeAbilities.length > 0
        ? {
            surgeAbilities: surgeAbilities.map((x) => ({
              cost: x.cost,
              ...((diff(x, blank) ?? {}) as Record<string, JsonValue>),
            })),
          }
        : {}),
    },
  };
}

/** Who a condition goes to (docs/rules/imperial-assault.md, step 8). */
const CONDITION_TARGET: Readonly<Record<Condition, string>> = {
  stun: 'the target is stunned',
  bleed: 'the target bleeds',
  weaken: 'the target is weakened',
  focus: 'the attacker becomes focused',
  hide: 'the attacker becomes hidden',
};

const reaches = (s: Summary | undefined): s is Summary => (s ? s.pmf.length > 1 : false);

/** A pin's name: dice colours and modifiers, then (full) the defender's dice, health and distance. */
function iaPinName(s: IaScenario, detail: PinNameDetail): string {
  const a = s.attacker;
  const m = a.modifiers;
  const parts = [
    diceWords(a.dice, ['red', 'yellow', 'green', 'blue']),
    m.damage !== 0 ? `${signed(m.damage)} damage` : '',
    m.surge !== 0 ? `${signed(m.surge)} surge` : '',
    m.accuracy !== 0 ? `${signed(m.accuracy)} accuracy` : '',
    m.pierce > 0 ? `Pierce ${m.pierce}` : '',
    a.surgeAbilities.length === 1 ? '1 surge ability' : '',
    a.surgeAbilities.length > 1 ? `${a.surgeAbilities.length} surge abilities` : '',
    a.rerolls > 0 ? `${a.rerolls} reroll${a.rerolls > 1 ? 's' : ''}` : '',
    a.focused ? 'Focused' : '',
    a.hidden ? 'Hidden' : '',
    a.weakened ? 'Weakened' : '',
  ];
  const name = parts.filter(Boolean).join(', ');
  if (detail === 'short') return name;
  const d = s.defender;
  const dice = d.dice.black + d.dice.white > 0 ? diceWords(d.dice, ['black', 'white']) : 'no dice';
  const extra = [
    d.health !== null ? `health ${d.health}` : '',
    s.distance !== null ? `distance ${s.distance}` : '',
  ];
  return [`${name} vs ${dice}`, ...extra].filter(Boolean).join(', ');
}

/** Star Wars: Imperial Assault in the app. */
export const imperialAssaultApp: AppMode<IaScenario> = {
  pinName: iaPinName,
  label: 'Star Wars: Imperial Assault',
  short: 'Imperial Assault',
  unit: { word: 'damage', title: 'Damage', caption: 'Chance of each amount of damage' },
  about:
    'Holotable follows the Imperial Assault Rules Reference step by step, spending surges optimally for every roll (Hidden and Weakened from the later official rules).',
  starter: starterScenario,
  effective,
  sparse,
  keyNumbers(r) {
    const q = r as IaExtras;
    const out: KeyNumber[] = [];
    if (q.miss !== undefined)
      out.push({
        label: 'Miss',
        value: pct(q.miss),
        title: 'Chance the attack misses: a dodge, or too little accuracy for the distance',
      });
    if (q.defeated !== undefined)
      out.push({ label: 'Defeated', value: pct(q.defeated), title: 'Chance damage ≥ health' });
    for (const c of CONDITIONS) {
      const p = q.conditions?.[c] ?? 0;
      if (p > 0)
        out.push({
          label: CONDITION_LABELS[c],
          value: pct(p),
          title: `Chance ${CONDITION_TARGET[c]} (the attack deals at least 1 damage)`,
        });
    }
    return out;
  },
  cards(r) {
    const q = r as IaExtras;
    const out: ResultCard[] = [];
    if (reaches(q.blast)) out.push({ title: 'Blast (each adjacent figure)', s: q.blast, upTo: 2 });
    if (reaches(q.cleave)) out.push({ title: 'Cleave (one other target)', s: q.cleave, upTo: 2 });
    return out;
  },
  probabilities(r) {
    const q = r as IaExtras;
    return {
      ...(q.miss !== undefined ? { miss: q.miss } : {}),
      ...(q.defeated !== undefined ? { defeated: q.defeated } : {}),
      ...Object.fromEntries(CONDITIONS.map((c) => [c, q.conditions?.[c] ?? 0])),
    };
  },
  kill: {
    label: 'P(kill)',
    title: 'Chance the target is defeated (damage ≥ health)',
    needs: "the target's health (Defender, Health and conditions, Track health)",
  },
  killChance: (r: AttackResult) => (r as IaExtras).defeated ?? null,
};
