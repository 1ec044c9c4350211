/**
 * Calls the entry starts before the app's code arrives (the start-up gate's status and settings, home's
 * announcements): each is started once and handed, once, to the first query that wants its answer, so
 * the data is on its way while React, i18n and TanStack Query still load. Later reads call the platform
 * again. This module imports nothing heavy: the entry's first file carries it.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `call` under `key` unless it is already on its way; answers the call. */
export function startOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = call();
    // A failure is left to the query that takes it (its retry calls again); never an unhandled rejection.
    promise.catch(() => undefined);
    started.set(key, promise);
  }
  return promise;
}

/** Whether a call under `key` was started and not yet handed out. */
export const isStarted = (key: string): boolean => started.has(key);

/** The started call under `key`, handed out once. */
export function takeStarted<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise;
}
