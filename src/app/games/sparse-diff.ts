import { isRecord, type JsonValue } from '../../engine/index.ts';

/** The fields of `value` that differ from `base`, or undefined when nothing does. */
export function diff(value: unknown, base: unknown): JsonValue | undefined {
  if (isRecord(value) && isRecord(base)) {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) {
      const d = Object.hasOwn(base, k) ? diff(v, base[k]) : (v as JsonValue);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : (value as JsonValue);
}
