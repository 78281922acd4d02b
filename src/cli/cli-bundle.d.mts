/** Builds the `odds` bundle into the cache and answers its entry module's absolute path. */
export function buildCliBundle(): Promise<string>;
