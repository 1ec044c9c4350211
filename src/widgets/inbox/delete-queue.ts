/**
 * Deletes that wait before they are sent (issue 17: "delete with undo for 5 s"). A deletion hides its rows
 * at once and waits; undo within the wait brings them back with nothing sent; when the wait ends (or the
 * screen closes: flush) the call goes out. A failed call brings the rows back and reports the failure.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface PendingDelete<T> {
  id: number;
  items: readonly T[];
}

export interface DeleteQueueOptions<T> {
  delayMs: number;
  send: (items: readonly T[]) => Promise<void>;
  onFailed: (items: readonly T[], error: unknown) => void;
}

export interface QueueState<T> {
  /** Deletions still waiting, each with its undo. */
  waiting: readonly PendingDelete<T>[];
  /** Every item waiting or being sent: the rows not to show. */
  hidden: readonly T[];
}

export interface DeleteQueue<T> {
  state: () => QueueState<T>;
  /** Hides the items and sends their deletion after the delay. */
  remove: (items: readonly T[]) => void;
  /** Brings a waiting deletion's items back; nothing is sent. */
  undo: (id: number) => void;
  /** Sends every waiting deletion now. */
  flush: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDeleteQueue<T>({ delayMs, send, onFailed }: DeleteQueueOptions<T>): DeleteQueue<T> {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let waiting: PendingDelete<T>[] = [];
  let sending: PendingDelete<T>[] = [];
  let snapshot: QueueState<T> = { waiting, hidden: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();

  const changed = () => {
    snapshot = { waiting, hidden: [...waiting, ...sending].flatMap((d) => d.items) };
    for (const listener of listeners) listener();
  };

  const dispatch = (id: number) => {
    const batch = waiting.find((d) => d.id === id);
    if (!batch) return;
    clearTimeout(timers.get(id));
    timers.delete(id);
    waiting = waiting.filter((d) => d !== batch);
    sending = [...sending, batch];
    changed();
    send(batch.items)
      .catch((error: unknown) => onFailed(batch.items, error))
      .finally(() => {
        sending = sending.filter((d) => d !== batch);
        changed();
      });
  };

  return {
    state: () => snapshot,
    remove: (items) => {
      if (items.length === 0) return;
      const id = nextId++;
      waiting = [...waiting, { id, items }];
      timers.set(
        id,
        setTimeout(() => dispatch(id), delayMs),
      );
      changed();
    },
    undo: (id) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      waiting = waiting.filter((d) => d.id !== id);
      changed();
    },
    flush: () => {
      for (const { id } of waiting) dispatch(id);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A queue for one screen: it lives as long as the screen, and sends what still waits when the screen closes. */
export function useDeleteQueue<T>(options: DeleteQueueOptions<T>): DeleteQueue<T> & QueueState<T> {
  const [queue] = useState(() => createDeleteQueue(options));
  const state = useSyncExternalStore(queue.subscribe, queue.state);
  useEffect(() => () => queue.flush(), [queue]);
  return { ...queue, ...state };
}
