import { parseOddsArgs, UsageError, USAGE } from './args.ts';
import { evaluateWith } from './evaluate-with.ts';
import { formatCsv } from './format-csv.ts';
import { formatTable } from './format-table.ts';
import { loadScenario } from './load-scenario.ts';
import { runSweep } from './sweep.ts';

/** Bad input: exit 2, one line on stderr, nothing on stdout (DESIGN.md "Command line"). */
function fail(message: string): never {
  process.stderr.write(`odds: ${message}\n`);
  process.exit(2);
}

function main(argv: readonly string[]): void {
  let args;
  try {
    args = parseOddsArgs(argv, process.stdout.isTTY === true);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  if (args.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.command === 'sweep') {
    const r = runSweep(args);
    if (!r.ok) fail(r.message);
    process.stdout.write(`${r.text}\n`);
    return;
  }
  const s = loadScenario(args.inputs[0] ?? '-');
  if (!s.ok) fail(s.message);
  const result = evaluateWith(s.value, args);
  const text =
    args.format === 'json'
      ? JSON.stringify(result)
      : args.format === 'csv'
        ? formatCsv(result)
        : formatTable(result);
  process.stdout.write(`${text}\n`);
}

main(process.argv.slice(2));
