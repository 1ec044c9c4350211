/**
 * The browser's install offer (Chromium's `beforeinstallprompt`): kept from the moment this module loads
 * (the frame loads it with the page), so the add-to-home-screen guide can offer an Install button that
 * calls prompt(). An event is used once; `appinstalled` drops it.
 */
import { useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

let deferred: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const set = (next: InstallPromptEvent | undefined) => {
  deferred = next;
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(undefined));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pending install offer, if the browser made one, and a function that shows it (once). */
export function useInstallPrompt(): { available: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(subscribe, () => deferred, () => undefined);
  return {
    available: event !== undefined,
    install: async () => {
      if (!event) return;
      set(undefined);
      await event.prompt();
    },
  };
}
