/**
 * A dialog that must come before the home's pop-ups (the age notice, issue 20; the frame's dialogs through
 * ui/modal's `holdsPopups`: logged out, idle timeout, reality check) holds them back while it is open: the
 * pop-up line (widgets/home-popups/popup-queue) shows nothing while anything holds it, so two dialogs never
 * stack.
 */
const holds = new Set<string>();
const listeners = new Set<() => void>();

export function setHold(id: string, on: boolean): void {
  const had = holds.has(id);
  if (on === had) return;
  if (on) holds.add(id);
  else holds.delete(id);
  for (const listener of listeners) listener();
}

export const isHeld = (): boolean => holds.size > 0;

export function subscribeHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
