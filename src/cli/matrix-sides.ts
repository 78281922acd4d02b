import { stat } from 'node:fs/promises';
import {
  ArmyListError,
  factionSides,
  oneLine,
  parseArmyList,
  quote,
  type LegionCardData,
  type MatchupSide,
  type Unmatched,
} from '../engine/index.ts';
import { readInput } from './read-input.ts';

export type Sides =
  { ok: true; sides: MatchupSide[]; unmatched: Unmatched[] } | { ok: false; message: string };

/**
 * The sides an `odds matrix` list argument names: a file's list (presets, TTS export, Legion HQ
 * link), or, when no such file exists, a faction ("empire", "empire:corps"). `which` is the
 * option ("attackers") the messages name.
 */
export async function matrixSides(
  which: string,
  arg: string,
  cards: LegionCardData,
): Promise<Sides> {
  const isFile = await stat(arg).then(
    (s) => s.isFile() || arg === '-',
    () => arg === '-',
  );
  try {
    if (!isFile) {
      if (/[/\\.]/.test(arg))
        return { ok: false, message: `--${which}: ${oneLine(arg)}: no such file or folder` };
      const [faction = '', rank] = arg.split(':');
      const sides = factionSides(cards, faction, rank);
      if (sides.length === 0)
        return { ok: false, message: `--${which}: ${oneLine(arg)} has no units` };
      return { ok: true, sides, unmatched: [] };
    }
    const read = await readInput(arg);
    if (!read.ok) return { ok: false, message: `--${which}: ${oneLine(arg)}: ${read.message}` };
    const list = parseArmyList(read.text, cards);
    if (list.sides.length === 0) {
      const why = list.unmatched.map((u) => `${u.name} (${u.problem})`).join('; ');
      return {
        ok: false,
        message: `--${which}: no unit of ${oneLine(arg)} matches the card data${why ? `: ${why}` : ''}`,
      };
    }
    return { ok: true, sides: list.sides, unmatched: list.unmatched };
  } catch (e) {
    if (e instanceof ArmyListError) {
      const what = isFile ? `${oneLine(arg)}:` : `no file ${quote(arg)}, and`;
      return { ok: false, message: `--${which}: ${what} ${e.message}` };
    }
    throw e;
  }
}
