/**
 * The app prompt that closing the download bar shows (spec 4 "Download bar"): the home's download pop-up
 * block shows it when it is on the page; elsewhere the frame's download dialog does.
 */
import { useSyncExternalStore } from 'react';
import type { WidgetEnv } from '../../ui/widget-env';

let hosts = 0;
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the download pop-up: the home block's when mounted, else the frame's dialog. */
export function showAppPrompt(env: WidgetEnv): void {
  if (hosts > 0) set(true);
  else env.run({ dialog: 'download' });
}

/** For the home's download pop-up block: registers it as the host while mounted; whether it is open, and a close. */
export function useAppPromptHost(): { open: boolean; close: () => void; register: () => () => void } {
  const isOpen = useSyncExternalStore(subscribe, () => open, () => false);
  return {
    open: isOpen,
    close: () => set(false),
    register: () => {
      hosts += 1;
      return () => {
        hosts -= 1;
        if (hosts === 0) set(false);
      };
    },
  };
}
