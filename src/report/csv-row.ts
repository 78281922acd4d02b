/**
 * One CSV row, for every CSV the app and the CLI write.
 *
 * Text cells that a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return (OWASP, "CSV Injection") — get a leading `'`, which spreadsheets read as
 * "this is text". A pin named `=HYPERLINK("//x.io","a")` stays a name.
 *
 * Only text is neutralised: numbers arrive as numbers and are written as JavaScript writes them
 * (`-0.25`, `1e-7`), which every spreadsheet reads as a number; a negative probability interval
 * bound or modifier stays a number a sheet can sum. Text is whatever arrived as a string, so a
 * label that merely looks like a number (`"-5"`) is still text and is still neutralised.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as CSV: numbers as written, text neutralised and quoted when it must be. */
export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cells joined into one CSV line (no line break). */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}
