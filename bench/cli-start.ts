/**
 * How long one `odds` call takes against a bare Node start, timed alternately in one run (the
 * machine's load falls on both alike): the best of several whole-process wall times of each.
 * The call is an exact corps-fire, the kind designers script by the hundred.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function wallMs(args: readonly string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

export interface CliStart {
  readonly oddsMs: number;
  readonly nodeMs: number;
}

export function cliStart(rounds = 7): CliStart {
  const odds = ['src/cli/odds.mjs', 'bench/scenarios/corps-fire.json', '--exact'];
  const bare = ['-e', '0'];
  // The first call may build the bundle (a fresh checkout): not timed.
  wallMs(odds);
  wallMs(bare);
  let oddsMs = Infinity;
  let nodeMs = Infinity;
  for (let r = 0; r < rounds; r++) {
    oddsMs = Math.min(oddsMs, wallMs(odds));
    nodeMs = Math.min(nodeMs, wallMs(bare));
  }
  return { oddsMs, nodeMs };
}

// `npx tsx bench/cli-start.ts`: the two times and their ratio.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = cliStart();
  console.log(
    `odds corps-fire --exact ${s.oddsMs.toFixed(0)} ms, node -e 0 ${s.nodeMs.toFixed(0)} ms: ${(s.oddsMs / s.nodeMs).toFixed(2)}×`,
  );
}
