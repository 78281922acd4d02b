// The Imperial Assault campaign figures, an entry point of their own: the app imports it lazily
// (its own chunk, never in the first paint's bundle) and the CLI only for scenarios that name one.

export { IA_FIGURES } from './imperial-assault/data/figures.generated.ts';
