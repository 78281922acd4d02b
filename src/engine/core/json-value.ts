/** Any JSON value, all the way down: what the app writes (a sparse scenario in a link). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };
