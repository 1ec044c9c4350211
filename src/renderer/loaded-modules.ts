/**
 * Registry modules whose code has arrived, kept apart from LazyView (which needs React and the status
 * texts) so the entry can start loading the first route's code before React and i18n are there.
 */
import type { ComponentType } from 'react';
import type { Loader } from '../registry/registry';

const loaded = new Map<Loader<never>, ComponentType<never>>();

/** The component of a registry entry whose code has arrived, if it has. */
export const loadedComponent = <P,>(loader: Loader<P>): ComponentType<P> | undefined => loaded.get(loader as Loader<never>) as ComponentType<P> | undefined;

let textsFor: (loader: Loader<never>) => Promise<unknown> | undefined = () => undefined;

/**
 * What a module's code waits for besides itself before it counts as loaded: the app sets it once i18n is up,
 * so a screen or later block whose texts are in the catalog's second part waits for that part
 * (i18n/catalog-parts.ts). Until then nothing waits (the entry loads the whole catalog for any first page
 * but home, and home's first modules need only the first part).
 */
export function setModuleTexts(wait: (loader: Loader<never>) => Promise<unknown> | undefined): void {
  textsFor = wait;
}

/** Loads a registry entry's code (once: the module system remembers it) and remembers its component. */
export function loadModule<P>(loader: Loader<P>): Promise<{ default: ComponentType<P> }> {
  return Promise.all([loader(), textsFor(loader as Loader<never>)]).then(([module]) => {
    loaded.set(loader as Loader<never>, module.default as ComponentType<never>);
    return module;
  });
}

/** True once a registry entry's code has arrived. */
export const isLoaded = <P,>(loader: Loader<P>): boolean => loaded.has(loader as Loader<never>);

/** Starts loading a registry entry early (the first route's screen, while catalogs load). */
export function preload<P>(loader: Loader<P>): Promise<void> {
  return loadModule(loader).then(
    () => undefined,
    () => undefined,
  );
}
