import { parseArgs } from 'node:util';
import { UsageError } from './args.ts';
import { parseArgsMessage } from './unknown-option.ts';

/**
 * The `--name value` options of a subcommand (`units`, `matrix`), every one but `help` text
 * (help is answered before); throws a UsageError that names the command and, for a mistyped
 * option, the known ones.
 */
export function parseTextOptions<N extends string>(
  command: string,
  argv: readonly string[],
  known: readonly N[],
): Partial<Record<Exclude<N, 'help'>, string>> {
  const options = Object.fromEntries(
    known.filter((n) => n !== 'help').map((n) => [n, { type: 'string' as const }]),
  );
  try {
    const { values } = parseArgs({
      args: [...argv],
      allowPositionals: false,
      strict: true,
      options,
    });
    return values as Partial<Record<Exclude<N, 'help'>, string>>;
  } catch (e) {
    throw new UsageError(`${command}: ${parseArgsMessage(e, known)}`);
  }
}
