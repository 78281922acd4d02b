/** A bundle's manifest: its content hash, its entry module (from the cache) and its inputs. */
export interface BundleManifest {
  hash: string;
  entry: string;
  inputs: [path: string, size: number, mtimeMs: number][];
}
export function cacheDir(root: string): string;
export function contentHash(root: string, files: readonly string[]): string;
export function stamps(root: string, files: readonly string[]): BundleManifest['inputs'];
export function writeManifest(root: string, manifest: BundleManifest): void;
export function cachedEntry(root: string): string | null;
