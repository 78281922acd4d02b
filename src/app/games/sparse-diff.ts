import type { Json } from './app-game.ts';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of `value` that differ from `base`, or undefined when nothing does. */
export function diff(value: unknown, base: unknown): Json | undefined {
  if (isObject(value) && isObject(base)) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const d = Object.hasOwn(base, k) ? diff(v, base[k]) : (v as Json);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : (value as Json);
}
