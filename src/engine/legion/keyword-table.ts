import type { Keyword } from './keyword-definition.ts';
import { antiMateriel } from './keywords/anti-materiel.ts';
import { antiPersonnel } from './keywords/anti-personnel.ts';
import { block } from './keywords/block.ts';
import { cumbersome } from './keywords/cumbersome.ts';
import { deathFromAbove } from './keywords/death-from-above.ts';
import { djemSoMastery } from './keywords/djem-so-mastery.ts';
import { attackerDuelist, defenderDuelist } from './keywords/duelist.ts';
import { attackerHoldTheLine, defenderHoldTheLine } from './keywords/hold-the-line.ts';
import { immuneDeflect } from './keywords/immune-deflect.ts';
import { ion } from './keywords/ion.ts';
import { jarKaiMastery } from './keywords/jar-kai-mastery.ts';
import { jediHunter } from './keywords/jedi-hunter.ts';
import { lethal } from './keywords/lethal.ts';
import { makashiMastery } from './keywords/makashi-mastery.ts';
import { marksman } from './keywords/marksman.ts';
import { nimble } from './keywords/nimble.ts';
import { primitive } from './keywords/primitive.ts';
import { ram } from './keywords/ram.ts';
import { shienMastery } from './keywords/shien-mastery.ts';
import { soresuMastery } from './keywords/soresu-mastery.ts';
import { spray } from './keywords/spray.ts';
import { suppressive } from './keywords/suppressive.ts';
import { armor } from './keywords/armor.ts';
import { backup } from './keywords/backup.ts';
import { blast } from './keywords/blast.ts';
import { coverX } from './keywords/cover-x.ts';
import { critical } from './keywords/critical.ts';
import { dangerSense } from './keywords/danger-sense.ts';
import { deflect } from './keywords/deflect.ts';
import { dugIn } from './keywords/dug-in.ts';
import { highVelocity } from './keywords/high-velocity.ts';
import { immuneBlast } from './keywords/immune-blast.ts';
import { immuneMeleePierce } from './keywords/immune-melee-pierce.ts';
import { immunePierce } from './keywords/immune-pierce.ts';
import { impact } from './keywords/impact.ts';
import { impervious } from './keywords/impervious.ts';
import { lowProfile } from './keywords/low-profile.ts';
import { outmaneuver } from './keywords/outmaneuver.ts';
import { pierce } from './keywords/pierce.ts';
import { precise } from './keywords/precise.ts';
import { sharpshooter } from './keywords/sharpshooter.ts';
import { uncannyLuck } from './keywords/uncanny-luck.ts';
import { enrage } from './keywords/enrage.ts';
import { weakPoint } from './keywords/weak-point.ts';

/**
 * Every keyword the engine implements. Configure runs in this order: each keyword touches its
 * own parameters, except Makashi Mastery, which must come last because it overrides the
 * defender's immunities and Impervious. Hook order within a step is each hook's `order`.
 */
export const KEYWORDS: readonly Keyword[] = [
  precise,
  critical,
  sharpshooter,
  blast,
  highVelocity,
  impact,
  pierce,
  armor,
  coverX,
  lowProfile,
  dugIn,
  outmaneuver,
  backup,
  dangerSense,
  enrage,
  impervious,
  uncannyLuck,
  deflect,
  immunePierce,
  immuneMeleePierce,
  immuneBlast,
  weakPoint,
  antiPersonnel,
  antiMateriel,
  cumbersome,
  spray,
  jediHunter,
  attackerHoldTheLine,
  defenderHoldTheLine,
  marksman,
  jarKaiMastery,
  lethal,
  ram,
  primitive,
  ion,
  deathFromAbove,
  block,
  attackerDuelist,
  defenderDuelist,
  soresuMastery,
  shienMastery,
  djemSoMastery,
  immuneDeflect,
  suppressive,
  nimble,
  makashiMastery,
];
