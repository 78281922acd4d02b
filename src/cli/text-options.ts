import { parseArgs } from 'node:util';
import { UsageError } from './args.ts';
import { parseArgsMessage } from './unknown-option.ts';

/**
 * The `--name value` options of a subcommand (`units`, `matrix`), every one but `help` and the
 * named `flags` text (help is answered before); a flag takes no value and reads "true". Throws a
 * UsageError that names the command and, for a mistyped option, the known ones.
 */
export function parseTextOptions<N extends string>(
  command: string,
  argv: readonly string[],
  known: readonly N[],
  flags: readonly N[] = [],
): Partial<Record<Exclude<N, 'help'>, string>> {
  const options = Object.fromEntries(
    known
      .filter((n) => n !== 'help')
      .map((n) => [n, { type: flags.includes(n) ? ('boolean' as const) : ('string' as const) }]),
  );
  try {
    const { values } = parseArgs({
      args: [...argv],
      allowPositionals: false,
      strict: true,
      options,
    });
    const text = Object.entries(values).map(([k, v]) => [k, v === true ? 'true' : v]);
    return Object.fromEntries(text) as Partial<Record<Exclude<N, 'help'>, string>>;
  } catch (e) {
    throw new UsageError(`${command}: ${parseArgsMessage(e, known)}`);
  }
}
