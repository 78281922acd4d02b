import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the service worker that precaches the whole app (vite-plugin-pwa, generateSW), so a
 * second visit works offline. Development builds have no worker to install.
 */
export function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
