import { z } from 'zod';

/** A rejected input: the dotted path of the field and what is wrong with it. */
export interface InputError {
  readonly path: string;
  readonly message: string;
}

/** Parsers return data, never throw: errors must cross worker boundaries intact. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: InputError };

/** `path: message`, the one line the CLI prints and the UI shows. */
export function describeError(e: InputError): string {
  return e.path === '' ? e.message : `${e.path}: ${e.message}`;
}

function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return Array.isArray(v) ? 'an array' : 'an object';
}

/** A whole number in [min, max], with the error message the CLI contract shows. */
export function int(min: number, max: number) {
  return z.custom<number>(
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
    { error: (iss) => `expected an integer ${min}..${max}, got ${show(iss.input)}` },
  );
}

/** A boolean flag. */
export function flag() {
  return z.custom<boolean>((v) => typeof v === 'boolean', {
    error: (iss) => `expected true or false, got ${show(iss.input)}`,
  });
}

/** One of a fixed list of strings. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const list = values.map((v) => JSON.stringify(v)).join(' | ');
  return z.custom<T[number]>((v) => typeof v === 'string' && values.includes(v), {
    error: (iss) => `expected ${list}, got ${show(iss.input)}`,
  });
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] ?? 0;
      row[j] = Math.min(up + 1, (row[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length] ?? 0;
}

function suggestion(key: string, known: readonly string[]): string {
  const best = known
    .map((k) => ({ k, d: editDistance(key.toLowerCase(), k.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? ` (did you mean "${best.k}"?)` : '';
}

function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: unknown = schema;
  for (const seg of path) {
    node = unwrap(node);
    if (node instanceof z.ZodObject) node = (node.shape as Record<string, unknown>)[String(seg)];
    else if (node instanceof z.ZodArray) node = node.element;
    else return [];
  }
  node = unwrap(node);
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

function unwrap(node: unknown): unknown {
  let n = node;
  for (let i = 0; i < 8; i++) {
    if (
      n instanceof z.ZodDefault ||
      n instanceof z.ZodPrefault ||
      n instanceof z.ZodOptional ||
      n instanceof z.ZodNullable
    ) {
      n = n.unwrap();
    } else if (n instanceof z.ZodPipe) {
      n = n.in;
    } else break;
  }
  return n;
}

/** Validates `input` against `schema`; the first problem becomes a path + message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const r = schema.safeParse(input, { reportInput: true });
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  if (!issue) return { ok: false, error: { path: '', message: 'invalid input' } };
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const full = path === '' ? key : `${path}.${key}`;
    const hint = suggestion(key, knownKeys(schema, issue.path));
    return { ok: false, error: { path: full, message: `unknown key${hint}` } };
  }
  if (issue.input === undefined) {
    return { ok: false, error: { path, message: 'required' } };
  }
  if (issue.code === 'invalid_type') {
    return {
      ok: false,
      error: { path, message: `expected ${issue.expected}, got ${show(issue.input)}` },
    };
  }
  return { ok: false, error: { path, message: issue.message } };
}

/** Parses JSON text, reporting malformed text as an input error rather than throwing. */
export function parseJsonText(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: { path: '', message: `not JSON: ${(e as Error).message}` } };
  }
}
