import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../src/report/csv-row.ts';
import { csvText } from '../../src/lib/share/export.ts';
import { formatCsv } from '../../src/cli/format-csv.ts';
import { sweepCsv } from '../../src/cli/sweep.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';

// Issue 18 item 6: CSV formula injection (OWASP "CSV Injection"). Every CSV the app and the CLI
// write goes through csvRow.

/** The cells of one CSV line, as a spreadsheet reads them (RFC 4180 quoting). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  out.push(cell);
  return out;
}

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("//x.io","a")', `"'=HYPERLINK(""//x.io"",""a"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['A', 'A'],
    ['Stormtroopers, DLT-19', '"Stormtroopers, DLT-19"'],
    ['a "b"', '"a ""b"""'],
  ])('text %j is written %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('writes numbers as numbers: a negative number is no formula', () => {
    expect(csvRow([0, -0.25, 1e-7, -3, null, undefined])).toBe('0,-0.25,1e-7,-3,,');
  });

  it('no text cell ever starts with a formula character once read back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (a, b) => {
        const read = cells(csvRow([a, b]));
        expect(read).toEqual([a, b].map((t) => (/^[=+\-@\t\r]/.test(t) ? `'${t}` : t)));
      }),
    );
  });
});

describe('the CSV files', () => {
  it('the app: a pin named =HYPERLINK(…) is exported as text', () => {
    const text = csvText([
      {
        label: '=HYPERLINK("//x.io","a")',
        method: 'exact',
        trials: null,
        quantities: {},
        probabilities: { miss: 0.25 },
      },
    ]);
    const row = cells(text.split('\n')[1] ?? '');
    expect(row[0]).toBe(`'=HYPERLINK("//x.io","a")`);
    expect(row.slice(1)).toEqual(['exact', '', 'miss', '1', '0.25', '0.25', '', '']);
  });

  it('the CLI sweep: a file named =1+2.json is written as text, numbers as numbers', () => {
    const scenario = parseAnyScenario({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } });
    if (!scenario.ok) throw new Error(scenario.error.message);
    const text = sweepCsv([{ file: '=1+2.json', result: evaluateExact(scenario.value) }]);
    const row = cells(text.split('\n')[1] ?? '');
    expect(row[0]).toBe("'=1+2.json");
    expect(row[1]).toBe('exact');
    expect(Number(row[4])).toBeCloseTo(0.625, 12);
  });

  it('the CLI: k,pmf,atLeast rows are numbers', () => {
    const scenario = parseAnyScenario({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } });
    if (!scenario.ok) throw new Error(scenario.error.message);
    const lines = formatCsv(evaluateExact(scenario.value)).split('\n');
    expect(lines[0]).toBe('k,pmf,atLeast');
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d+,[\d.e-]+,[\d.e-]+$/);
  });
});
