import type { Theme } from './url-codec.ts';

export type ThemeChoice = 'auto' | Theme;

const STORAGE_KEY = 'holotable.theme';

/**
 * Light or dark: the system's preference unless the user (or an embed's `&theme=`) chose.
 * Charts need the resolved theme as concrete colours, so exported SVG and PNG look the same.
 */
export class ThemeState {
  choice = $state<ThemeChoice>('auto');
  private systemDark = $state(false);
  readonly current: Theme = $derived(
    this.choice === 'auto' ? (this.systemDark ? 'dark' : 'light') : this.choice,
  );

  /** `storage`: where the choice is kept across visits (null: not kept, as in an embed). */
  constructor(private readonly storage: Storage | null) {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    this.systemDark = media.matches;
    media.addEventListener('change', (e) => (this.systemDark = e.matches));
    const saved = this.kept(() => storage?.getItem(STORAGE_KEY));
    if (saved === 'light' || saved === 'dark') this.choice = saved;
  }

  set(choice: ThemeChoice): void {
    this.choice = choice;
    const storage = this.storage;
    if (!storage) return;
    this.kept(() =>
      choice === 'auto' ? storage.removeItem(STORAGE_KEY) : storage.setItem(STORAGE_KEY, choice),
    );
  }

  /** A storage call that may be refused (site data blocked, a full quota): refused is undefined. */
  private kept<T>(f: () => T): T | undefined {
    try {
      return f();
    } catch {
      return undefined;
    }
  }

  /** Puts the theme on <html>, where the stylesheet's colour-scheme switch reads it. */
  apply(): void {
    document.documentElement.dataset['theme'] = this.current;
  }
}
