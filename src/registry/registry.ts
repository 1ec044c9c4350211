/**
 * The widget registry in the browser: each entry of entries.ts (one per screen and block type) with the
 * loader of its module. Only the registry knows concrete widgets. Lookups use Object.hasOwn, so strings like
 * "constructor" never resolve.
 */
import type { ComponentType } from 'react';
import type { BlockProps, DialogProps, ScreenProps } from '../ui/widget-env';
import { blockEntries, WIDGETS, type WidgetEntry } from './entries';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * The screen and block modules (entries.ts names them by their -screen or -block file): vite makes one lazy
 * import of each, so each loads only when used.
 */
const MODULES = import.meta.glob<{ default: ComponentType<never> }>(['../widgets/*/*-screen.tsx', '../widgets/*/*-block.tsx']);

/** The loader of a module entries.ts names (undefined when no such file exists: the registry test fails then). */
export const moduleLoader = (module: string): Loader<never> | undefined => MODULES[`../widgets/${module}.tsx`];

function loaders<P>(kind: WidgetEntry['kind']): Record<string, Loader<P>> {
  const out: Record<string, Loader<P>> = {};
  for (const [type, entry] of Object.entries(WIDGETS)) {
    const load = entry.kind === kind ? moduleLoader(entry.module) : undefined;
    if (load) out[type] = load as unknown as Loader<P>;
  }
  return out;
}

export const SCREENS = loaders<ScreenProps>('screen');
export const BLOCKS = loaders<BlockProps>('block');

const blocks = blockEntries();

/** Home blocks that are not part of its first screenful: they mount once the first ones are in (app-routes). */
export const LATER_BLOCKS: ReadonlySet<string> = new Set(blocks.filter(([, e]) => !e.firstScreen).map(([type]) => type));

const firstBlocks = blocks.filter(([, e]) => e.firstScreen);

/** The data a first-screenful block shows first, started by the app when home is the first page. */
export const BLOCK_DATA: Readonly<Record<string, () => void>> = Object.fromEntries(firstBlocks.flatMap(([type, e]) => (e.data ? [[type, e.data]] : [])));

/**
 * Home's screen and its first screenful's blocks: the texts they show are in the catalog's first part
 * (i18n/catalog-parts.ts), so their code never waits for the rest (renderer/loaded-modules.ts).
 */
export const FIRST_PART_MODULES: ReadonlySet<unknown> = new Set<unknown>(
  [SCREENS.home, ...firstBlocks.map(([type]) => BLOCKS[type])].filter(Boolean),
);

/** The referral dialog's body (the frame's dialogs load it when the dialog opens). */
export const REFERRAL_DIALOG: Loader<DialogProps> = () => import('../widgets/referral/referral-dialog');

export function lookup<P>(map: Record<string, Loader<P>>, type: string): Loader<P> | undefined {
  return Object.hasOwn(map, type) ? map[type] : undefined;
}
