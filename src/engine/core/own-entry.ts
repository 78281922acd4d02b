/**
 * The entry of `table` named `name`, if the table itself has one. Every lookup by a name that
 * came from input goes through here (or a Map): `table["__proto__"]`, `table["constructor"]` or
 * `table["toString"]` would otherwise find Object.prototype's members.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: unknown): T | undefined {
  return typeof name === 'string' && Object.hasOwn(table, name) ? table[name] : undefined;
}
