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

  constructor(private readonly persist: boolean) {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    this.systemDark = media.matches;
    media.addEventListener('change', (e) => (this.systemDark = e.matches));
    if (persist) {
      const saved = localStorage.getItem(STORAGE_KEY);
      if (saved === 'light' || saved === 'dark') this.choice = saved;
    }
  }

  set(choice: ThemeChoice): void {
    this.choice = choice;
    if (this.persist) {
      if (choice === 'auto') localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, choice);
    }
  }

  /** Puts the theme on <html>, where the stylesheet's colour-scheme switch reads it. */
  apply(): void {
    document.documentElement.dataset['theme'] = this.current;
  }
}
