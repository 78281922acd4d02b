import { z } from 'zod';
import { didYouMean } from './did-you-mean.ts';
import { ownEntry } from './own-entry.ts';
import { quote, quotePath } from './quote.ts';

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

/** A whole number in [min, max], with the error message the CLI contract shows. */
export function int(min: number, max: number) {
  return z.custom<number>(
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
    { error: (iss) => `expected an integer ${min}..${max}, got ${quote(iss.input)}` },
  );
}

/** A boolean flag. */
export function flag() {
  return z.custom<boolean>((v) => typeof v === 'boolean', {
    error: (iss) => `expected true or false, got ${quote(iss.input)}`,
  });
}

/** Exactly `value` (the format version `v`, a game's id). */
export function exactly<const T extends string | number>(value: T) {
  return z.custom<T>((v) => v === value, {
    error: (iss) => `expected ${JSON.stringify(value)}, got ${quote(iss.input)}`,
  });
}

/**
 * A name from `table` (its own entries only: "__proto__" or "toString" is no name), suggesting
 * the nearest one when the name is a typo. For tables too long to list in a message.
 */
export function knownName(table: Readonly<Record<string, unknown>>, what: string) {
  return z.custom<string>((v) => ownEntry(table, v) !== undefined, {
    error: (iss) =>
      typeof iss.input === 'string'
        ? `unknown ${what} ${quote(iss.input)}${didYouMean(iss.input, Object.keys(table))}`
        : `expected the name of a ${what}, got ${quote(iss.input)}`,
  });
}

/** One of a fixed list of strings. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const list = values.map((v) => JSON.stringify(v)).join(' | ');
  return z.custom<T[number]>((v) => typeof v === 'string' && values.includes(v), {
    error: (iss) => `expected ${list}, got ${quote(iss.input)}`,
  });
}

/** The schema of the field at `path`, if the path runs through objects and arrays. */
function nodeAt(schema: z.ZodType, path: readonly PropertyKey[]): unknown {
  let node: unknown = schema;
  for (const seg of path) {
    node = unwrap(node);
    if (node instanceof z.ZodObject)
      node = ownEntry(node.shape as Record<string, unknown>, String(seg));
    else if (node instanceof z.ZodArray) node = node.element;
    else return undefined;
  }
  return node;
}

function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const node = unwrap(nodeAt(schema, path));
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

/** "required", with what the field is when its schema says (`.describe`): "(the format version, 1)". */
function required(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const node = nodeAt(schema, path);
  const meaning = node instanceof z.ZodType ? node.description : undefined;
  return meaning ? `required (${meaning})` : 'required';
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
      // A preprocess is a transform piped into the schema that names the fields.
      n = n.in instanceof z.ZodTransform ? n.out : n.in;
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
  const path = quotePath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const hint = didYouMean(key, knownKeys(schema, issue.path));
    return {
      ok: false,
      error: { path: quotePath([...issue.path, key]), message: `unknown key${hint}` },
    };
  }
  if (issue.input === undefined) {
    return { ok: false, error: { path, message: required(schema, issue.path) } };
  }
  if (issue.code === 'invalid_type') {
    return {
      ok: false,
      error: { path, message: `expected ${issue.expected}, got ${quote(issue.input)}` },
    };
  }
  return { ok: false, error: { path, message: issue.message } };
}
