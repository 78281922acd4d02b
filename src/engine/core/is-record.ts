/** A parsed JSON object whose fields are not checked yet (the edges read it before zod does). */
export type JsonRecord = Record<string, unknown>;

/** Whether `v` is a JSON object: not null and not an array. */
export const isRecord = (v: unknown): v is JsonRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
