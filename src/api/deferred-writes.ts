/**
 * Writes that wait before they are sent, so the player can undo them (issue 17: "delete with undo for 5 s").
 * A queue lives as long as the app, not a screen: a deletion made on one message can still be undone from
 * the inbox after Back. Each batch keeps the session token it was asked under and is sent with it; the
 * waiting batches go out at once before a sign-out ends that session (flushDeferredWrites) and, as
 * keepalive calls, when the page goes away (pagehide). A failed call hands its items back (onFailed).
 */
import { currentToken } from './http';

export interface PendingBatch<T> {
  id: number;
  items: readonly T[];
}

/** How a batch is sent: with the session it was asked under; keepalive when the page is going away. */
export interface SendHow {
  token: string | undefined;
  keepalive: boolean;
}

export interface DeferredQueueOptions<T> {
  delayMs: number;
  send: (items: readonly T[], how: SendHow) => Promise<void>;
  onFailed: (items: readonly T[], error: unknown) => void;
}

export interface QueueState<T> {
  /** Batches still waiting, each with its undo. */
  waiting: readonly PendingBatch<T>[];
  /** Every item waiting or being sent: the rows not to show. */
  hidden: readonly T[];
}

export interface DeferredQueue<T> {
  state: () => QueueState<T>;
  /** Hides the items and sends them after the delay. */
  add: (items: readonly T[]) => void;
  /** Brings a waiting batch's items back; nothing is sent. */
  undo: (id: number) => void;
  /** Sends every waiting batch now; settles when their calls have. */
  flush: (keepalive?: boolean) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

interface Batch<T> extends PendingBatch<T> {
  token: string | undefined;
  timer: ReturnType<typeof setTimeout>;
}

const queues = new Set<DeferredQueue<unknown>>();
let listeningForPageHide = false;

/** Sends what every queue still holds: before a sign-out ends the session, or as the page goes away. */
export async function flushDeferredWrites(keepalive = false): Promise<void> {
  await Promise.all([...queues].map((queue) => queue.flush(keepalive)));
}

function listenForPageHide(): void {
  if (listeningForPageHide || typeof globalThis.addEventListener !== 'function') return;
  listeningForPageHide = true;
  globalThis.addEventListener('pagehide', () => void flushDeferredWrites(true));
}

export function createDeferredQueue<T>({ delayMs, send, onFailed }: DeferredQueueOptions<T>): DeferredQueue<T> {
  let waiting: Batch<T>[] = [];
  let sending: Batch<T>[] = [];
  let snapshot: QueueState<T> = { waiting: [], hidden: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();

  const changed = () => {
    snapshot = { waiting: waiting.map(({ id, items }) => ({ id, items })), hidden: [...waiting, ...sending].flatMap((b) => b.items) };
    for (const listener of listeners) listener();
  };

  const dispatch = async (batch: Batch<T>, keepalive: boolean): Promise<void> => {
    clearTimeout(batch.timer);
    waiting = waiting.filter((b) => b !== batch);
    sending = [...sending, batch];
    changed();
    try {
      await send(batch.items, { token: batch.token, keepalive });
    } catch (error) {
      onFailed(batch.items, error);
    } finally {
      sending = sending.filter((b) => b !== batch);
      changed();
    }
  };

  const queue: DeferredQueue<T> = {
    state: () => snapshot,
    add: (items) => {
      if (items.length === 0) return;
      const batch: Batch<T> = { id: nextId++, items, token: currentToken(), timer: setTimeout(() => void dispatch(batch, false), delayMs) };
      waiting = [...waiting, batch];
      changed();
    },
    undo: (id) => {
      const batch = waiting.find((b) => b.id === id);
      if (!batch) return;
      clearTimeout(batch.timer);
      waiting = waiting.filter((b) => b !== batch);
      changed();
    },
    flush: async (keepalive = false) => {
      await Promise.all(waiting.map((batch) => dispatch(batch, keepalive)));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  queues.add(queue as DeferredQueue<unknown>);
  listenForPageHide();
  return queue;
}
