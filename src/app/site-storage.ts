/**
 * The browser's local storage, or null when the browser refuses it. With site data blocked
 * (a setting, a privacy extension, a third-party frame) even reading `window.localStorage`
 * throws a SecurityError; the page then works as before, only without remembering.
 */
export function siteStorage(
  win: { readonly localStorage: Storage } = globalThis as unknown as Window,
): Storage | null {
  try {
    const storage = win.localStorage;
    // Some browsers hand out the object and refuse its first use instead.
    storage.getItem('holotable.last');
    return storage;
  } catch {
    return null;
  }
}
