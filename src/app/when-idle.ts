/**
 * Runs `f` once, when the page is idle and `busy()` is false: work that can wait (the card data,
 * the offline cache) stays off the first answer's path and never lands on the main thread in
 * the middle of a run, where evaluating it held the page for a tenth of a second and more.
 */
export function whenIdle(busy: () => boolean, f: () => void): void {
  const idle = window.requestIdleCallback ?? ((g: () => void) => setTimeout(g, 500));
  const attempt = () => (busy() ? setTimeout(() => idle(attempt), 250) : f());
  idle(attempt);
}
