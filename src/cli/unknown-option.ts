import { nearestNames, shownText } from '../engine/index.ts';

/**
 * What a command line parser's error (node:util parseArgs) says to the person: an unknown option
 * as "unknown option --fromat (did you mean --format?)", the option shown escaped and cut, with
 * the nearest of `known` (the command's option names, without dashes); any other error as its
 * first line.
 */
export function parseArgsMessage(e: unknown, known: readonly string[]): string {
  const message = e instanceof Error ? e.message : String(e);
  const code = (e as { code?: unknown } | null)?.code;
  const option = /^Unknown option '(.*?)'(?:\. To specify|$)/s.exec(message)?.[1];
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || option === undefined)
    return message.split('\n')[0] ?? 'bad arguments';
  const name = option.replace(/^-+/, '').split('=')[0] ?? '';
  const [near] = nearestNames(name, known, 1);
  return `unknown option ${shownText(option)}${near ? ` (did you mean --${near}?)` : ''}`;
}
