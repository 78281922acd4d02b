/**
 * A loadout in words for an exported chart ("Attacker: 6 red dice, Surge hit, Aim 1, Pierce 1.
 * Defender: white die, light cover, Dodge 1."). It reads the link's sparse scenario (only what
 * differs from the defaults), so it needs no game's knowledge and lists every field set; the
 * dice are always said, from the full scenario when they are the defaults.
 */
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const SKIP = new Set(['v', 'game', 'policy', 'options']);
/** The fields that say what is rolled: first in a side's words, even when left at the default. */
const ROLLED = ['dice', 'die'];
const DIE_COLOURS = new Set(['red', 'black', 'white', 'blue', 'green', 'yellow']);

/** "antiPersonnel" → "Anti personnel", "hp" → "HP". */
function words(key: string): string {
  if (key.length <= 2) return key.toUpperCase();
  const w = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function isRecord(v: unknown): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Dice as "6 red + 1 white dice" (an object of colours to counts). */
function dice(v: { [k: string]: Json }): string | null {
  const parts = Object.entries(v)
    .filter(([c, n]) => DIE_COLOURS.has(c) && typeof n === 'number' && n > 0)
    .map(([c, n]) => `${String(n)} ${c}`);
  if (parts.length === 0) return null;
  const total = Object.values(v).reduce<number>((a, n) => a + (typeof n === 'number' ? n : 0), 0);
  return `${parts.join(' + ')} ${total === 1 ? 'die' : 'dice'}`;
}

/** One field as words; nested objects (tokens, keywords) flatten into their entries. */
function field(key: string, v: Json): string[] {
  if (v === null || v === false || v === 0 || v === '') return [];
  if (key === 'dice' && isRecord(v)) return [dice(v) ?? ''].filter(Boolean);
  if (key === 'die' && typeof v === 'string') return [`${v} die`];
  if (key === 'cover' && typeof v === 'string') return [`${v} cover`];
  if (isRecord(v)) return Object.entries(v).flatMap(([k, x]) => field(k, x));
  if (Array.isArray(v)) {
    const named = v.map((x) => (isRecord(x) && typeof x['name'] === 'string' ? x['name'] : null));
    if (named.every((n) => n !== null)) return [named.join(', ')];
    return [`${String(v.length)} ${words(key).toLowerCase()}`];
  }
  if (v === true) return [words(key)];
  return [`${words(key)} ${String(v)}`];
}

/** The scenario's sides and settings as sentences, e.g. "Attacker: …. Defender: …." */
export function scenarioWords(link: unknown, full?: unknown): string {
  if (!isRecord(link)) return '';
  const out: string[] = [];
  const rest: string[] = [];
  const sparse: { [k: string]: Json } = { ...link };
  for (const key of ['attacker', 'defender'])
    if (!(key in sparse) && isRecord(full) && isRecord(full[key])) sparse[key] = {};
  for (const [key, v] of Object.entries(sparse)) {
    if (SKIP.has(key)) continue;
    if (isRecord(v) && (key === 'attacker' || key === 'defender')) {
      const whole = isRecord(full) && isRecord(full[key]) ? full[key] : {};
      const ordered: { [k: string]: Json } = {};
      for (const r of ROLLED) {
        const d = v[r] ?? whole[r];
        if (d !== undefined) ordered[r] = d;
      }
      for (const [k, x] of Object.entries(v)) if (!ROLLED.includes(k)) ordered[k] = x;
      const parts = field(key, ordered);
      out.push(`${words(key)}: ${parts.length > 0 ? parts.join(', ') : 'as the defaults'}.`);
    } else rest.push(...field(key, v));
  }
  if (rest.length > 0) out.push(`${rest.join(', ')}.`);
  return out.join(' ');
}
