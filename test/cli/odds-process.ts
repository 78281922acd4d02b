import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The project root: where `npm run -s odds` runs. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What one `odds` command did: its exit code, stdout and stderr. */
export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The `odds` command as a user runs it (docs/scenario.md "The odds command"): a child process.
 * `npm run -s odds` runs `node src/cli/odds.mjs` (the CLI's bundle, built once); this is the same
 * thing without npm in between.
 */
export function odds(args: readonly string[], input = '', env = process.env): Run {
  const r = spawnSync(process.execPath, ['src/cli/odds.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    env,
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
