import { parseArgs } from 'node:util';
import {
  adviseReroll,
  describeError,
  parseJsonText,
  quote,
  type AdviceOption,
  type FaceCounts,
} from '../engine/index.ts';
import { UsageError } from './args.ts';
import { fileName } from './load-scenario.ts';
import { readInput } from './read-input.ts';
import { parseArgsMessage } from './unknown-option.ts';

export const ADVISE_USAGE = `usage: npm run -s odds -- advise <scenario.json | -> [--format table|json]

  "What do I reroll?" for a Legion attack at the table: the scenario (its objective, its
  tokens still held) plus "rolled": {"red": {"hit": 2, "crit": 0, "surge": 1, "blank": 0}, …},
  the faces showing now. Prints every distinct choice for the next reroll with its value for the
  objective when every later choice is played best, best first.

  --format F     table (default on a terminal) or json`;

const ADVISE_OPTIONS = ['format', 'help'] as const;

/** `odds advise`: the file and the format. */
export interface AdviseArgs {
  readonly file: string;
  readonly format: 'table' | 'json';
}

/** Parses the arguments after `advise`; throws UsageError with a one-line message. */
export function parseAdviseArgs(argv: readonly string[], stdoutIsTty: boolean): AdviseArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { format: { type: 'string' } },
    });
  } catch (e) {
    throw new UsageError(`advise: ${parseArgsMessage(e, ADVISE_OPTIONS)}`);
  }
  const [file, ...more] = parsed.positionals;
  if (file === undefined) throw new UsageError('advise: expected a scenario file (or - for stdin)');
  if (more.length > 0)
    throw new UsageError(`advise: one scenario file, got also ${quote(more[0])}`);
  const format = parsed.values.format ?? (stdoutIsTty ? 'table' : 'json');
  if (format !== 'table' && format !== 'json')
    throw new UsageError(`--format: expected table | json, got ${quote(format)}`);
  return { file, format };
}

/** The advice for a file as text to print, or the one line of its input error (exit 2). */
export async function runAdvise(
  args: AdviseArgs,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const read = await readInput(args.file);
  if (!read.ok) return { ok: false, message: `${fileName(args.file)}: ${read.message}` };
  const json = parseJsonText(read.text);
  if (!json.ok) return { ok: false, message: describeError(json.error) };
  const advice = adviseReroll(json.value);
  if (!advice.ok) return { ok: false, message: describeError(advice.error) };
  const { best, options } = advice.value;
  if (args.format === 'json') return { ok: true, text: JSON.stringify({ best, options }) };
  const lines = options.map((o) => `${o.value.toFixed(4).padStart(8)}  ${choiceWords(o)}`);
  return { ok: true, text: [`   value  choice (best first)`, ...lines].join('\n') };
}

/** "reroll 1 red hit and 1 white surge", or "keep the dice". */
export function choiceWords(o: AdviceOption): string {
  const parts: string[] = [];
  for (const [colour, faces] of Object.entries(o.reroll as FaceCounts))
    for (const [face, n] of Object.entries(faces ?? {})) parts.push(`${n} ${colour} ${face}`);
  if (parts.length === 0) return 'keep the dice';
  const last = parts.pop() as string;
  return `reroll ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
}
