import type { Keyword } from './keyword.ts';
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
import { weakPoint } from './keywords/weak-point.ts';

/**
 * Every keyword the engine implements. Configure order does not matter (each keyword touches
 * its own parameters); hook order within a step is each hook's `order`.
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
  impervious,
  uncannyLuck,
  deflect,
  immunePierce,
  immuneMeleePierce,
  immuneBlast,
  weakPoint,
];
