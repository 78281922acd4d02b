import {
  type AttackResult,
  type JsonValue,
  type Summary,
  type SwmScenario,
} from '../../engine/index.ts';
import { pct } from '../../report/format.ts';
import { schemaDefaults, starterScenario } from '../../lib/editors/swm/swm-defaults.ts';
import { atLeast } from '../../lib/results/stats.ts';
import type { KeyNumber, ResultCard } from '../../lib/results/game-view.ts';
import { signed } from './pin-words.ts';
import { diff } from './sparse-diff.ts';
import type { AppMode, PinNameDetail } from './app-game.ts';

/** Star Wars Miniatures' secondary results (docs/rules/swm.md "Outputs"). */
interface SwmExtras {
  defeated?: number;
  hits?: Summary;
  criticals?: Summary;
  /** Damage to each character adjacent to the target (all share one distribution). */
  splash?: Summary;
}

/** Adjacent enemies never have cover (SWM Battle of Hoth rulebook, Cover and Line of Sight): the hidden toggle does not count. */
function effective(editor: SwmScenario): SwmScenario {
  const s = structuredClone(editor);
  if (s.attacker.adjacent) s.defender.cover = false;
  if (s.attacker.splash === 0) s.defender.adjacentCharacters = 0;
  if (s.defender.adjacentCharacters === 0) s.defender.adjacentForce = false;
  return s;
}

/** The shortest scenario that parses back to `s` (defaults left out, required numbers kept). */
function sparse(s: SwmScenario): Record<string, JsonValue> {
  const base = schemaDefaults();
  const { attacker, defender, ...rest } = s;
  const part = (v: unknown, b: unknown) => (diff(v, b) ?? {}) as Record<string, JsonValue>;
  return {
    v: 1,
    game: 'swm',
    ...part(rest, { ...base, attacker: undefined, defender: undefined }),
    attacker: {
      attack: attacker.attack,
      damage: attacker.damage,
      ...part(attacker, base.attacker),
    },
    defender: { defense: defender.defense, hp: defender.hp, ...part(defender, base.defender) },
  };
}

const reaches = (s: Summary | undefined): s is Summary => (s ? s.pmf.length > 1 : false);

/** A pin's name: attack bonus and damage, then (full) the defender's Defense, HP and cover. */
function swmPinName(s: SwmScenario, detail: PinNameDetail): string {
  const a = s.attacker;
  const attacks = a.attacks + (a.doubleAttack ? 1 : 0);
  const parts = [
    `${signed(a.attack)} attack, ${a.damage} damage`,
    attacks > 1 ? `${attacks} attacks` : '',
    a.twinAttack ? 'Twin Attack' : '',
    a.combinedFire > 0 ? `${a.combinedFire} combining fire` : '',
    a.cunningAttack ? 'Cunning Attack' : '',
    a.advantageousAttack ? 'Advantageous Attack' : '',
    a.lightsaber ? 'Lightsaber' : '',
    a.lightsaberAssault ? 'Lightsaber Assault' : '',
    a.useTheForce ? 'Use the Force' : '',
  ];
  const name = parts.filter(Boolean).join(', ');
  if (detail === 'short') return name;
  const d = s.defender;
  const extra = [d.cover ? 'cover' : '', d.damageReduction > 0 ? `DR ${d.damageReduction}` : ''];
  return [`${name} vs Defense ${d.defense}, ${d.hp} HP`, ...extra].filter(Boolean).join(', ');
}

/** Star Wars Miniatures in the app. */
export const swmApp: AppMode<SwmScenario> = {
  pinName: swmPinName,
  label: 'Star Wars Miniatures',
  short: 'SW Miniatures',
  unit: { word: 'damage', title: 'Damage', caption: 'Chance of each amount of damage' },
  about:
    "Holotable follows the Star Wars Miniatures rules (Wizards of the Coast, d20) for a whole turn of one character's attacks against one target.",
  starter: starterScenario,
  effective,
  sparse,
  keyNumbers(r) {
    const q = r as SwmExtras;
    const out: KeyNumber[] = [];
    if (q.defeated !== undefined)
      out.push({
        label: 'Defeated',
        value: pct(q.defeated),
        title: 'Chance the target’s Hit Points reach 0 this turn',
      });
    if (q.hits) out.push({ label: 'Any hit', value: pct(atLeast(q.hits, 1)) });
    if (q.criticals)
      out.push({
        label: 'Any critical',
        value: pct(atLeast(q.criticals, 1)),
        title: 'Chance of at least one natural 20 (a droid takes normal damage from it)',
      });
    return out;
  },
  cards(r) {
    const q = r as SwmExtras;
    const out: ResultCard[] = [];
    if (q.hits) out.push({ title: 'Hits', s: q.hits, upTo: 3 });
    if (q.criticals)
      out.push({
        title: 'Critical hits',
        s: q.criticals,
        upTo: 2,
        ...(reaches(q.criticals) ? {} : { note: 'None possible this turn.' }),
      });
    if (q.splash) out.push({ title: 'Splash on each adjacent character', s: q.splash, upTo: 1 });
    return out;
  },
  probabilities(r) {
    const q = r as SwmExtras;
    return q.defeated !== undefined ? { defeated: q.defeated } : {};
  },
  kill: { label: 'P(kill)', title: 'Chance the target is defeated this turn' },
  killChance: (r: AttackResult) => (r as SwmExtras).defeated ?? null,
};
