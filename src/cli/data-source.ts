import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where converted card data came from: its source commit and the licence notice to copy. */
export interface DataSource {
  readonly commit: string;
  readonly licence: string;
}

/** Exits 2 with one line naming the `data:*` command. */
export function dataFail(command: string, message: string): never {
  process.stderr.write(`${command}: ${message}\n`);
  process.exit(2);
}

/**
 * The source of a `data:*` conversion: `--commit <sha>` among `options`, else the commit the
 * README.md in `dir` names; and the LICENSE in `dir`, which must travel with the data.
 */
export function dataSource(
  command: string,
  usage: string,
  dir: string,
  options: readonly string[],
): DataSource {
  let commit: string | undefined;
  for (let i = 0; i < options.length; i += 2) {
    if (options[i] === '--commit') commit = options[i + 1];
    else dataFail(command, `unknown option ${options[i]}; ${usage}`);
  }
  const readme = join(dir, 'README.md');
  if (commit === undefined && existsSync(readme))
    commit = /commit\s+([0-9a-f]{40})/.exec(readFileSync(readme, 'utf8'))?.[1];
  if (commit === undefined || !/^[0-9a-f]{40}$/.test(commit))
    dataFail(
      command,
      `the source commit is unknown: give --commit <40-hex sha> (${readme} names none)`,
    );
  const licence = join(dir, 'LICENSE');
  if (!existsSync(licence))
    dataFail(command, `${licence} is missing: the MIT notice must travel with the data`);
  return { commit, licence };
}
