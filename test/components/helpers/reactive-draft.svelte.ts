/** A loadout the way the app's editors hold it: reactive state, edited in place. */
export function reactiveDraft<S>(value: S): { value: S } {
  const draft = $state({ value });
  return draft;
}
