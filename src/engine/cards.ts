// The Legion card data, a second entry point of the engine: the app imports it lazily (its own
// chunk, never in the first paint's bundle) and the CLI only for scenarios that name a unit.

export { LEGION_CARDS } from './legion/data/cards.generated.ts';
