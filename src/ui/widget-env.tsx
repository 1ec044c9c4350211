/**
 * The environment widgets get their side effects from (DESIGN: "Widgets get side effects from
 * context"): navigation with guards, notifications, dialogs, conditions. The renderer provides it;
 * tests provide their own.
 */
import { createContext, useContext } from 'react';
import type { Action, Condition, MerchantConfig, Route } from '../config/merchant-resolved.gen';
import { type SiteState, screenPath } from '../config/resolve';

export type NoticeKind = 'info' | 'success' | 'error' | 'loading';

export interface WidgetEnv {
  config: MerchantConfig;
  site: SiteState;
  /** Opens an in-app link, applying the target route's access rule. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Runs a config action (route, dialog or command). */
  run: (action: Action) => void;
  /** Shows a notification for `ms` (by kind, spec 9); answers a function that takes it down early. */
  notify: (message: string, kind?: NoticeKind, ms?: number) => () => void;
  /** Asks a yes/no question in the frame's confirm dialog (buttons localised); answers the choice. */
  confirm: (message: string) => Promise<boolean>;
  /** Whether a conditional item shows for the current player. */
  shows: (when: Condition | undefined) => boolean;
}

export const WidgetEnvContext = createContext<WidgetEnv | null>(null);

export function useWidgetEnv(): WidgetEnv {
  const env = useContext(WidgetEnvContext);
  if (!env) throw new Error('useWidgetEnv() outside the renderer');
  return env;
}

/** Where this merchant routes a screen, if it does. */
export const useScreenPath = (screen: Route['screen']): string | undefined => screenPath(useWidgetEnv().config, screen);

/** What every screen receives from the renderer. */
export interface ScreenProps {
  route: Route;
  /** Home blocks, already built from the config (rendered by screens that show blocks). */
  blocks?: React.ReactNode;
}

/** The JSON Schema of a block's props (src/widgets/<name>/<name>.props.ts; the registry entry points to it). */
export interface PropsSchema {
  description: string;
  type: 'object';
  additionalProperties: false;
  properties: Readonly<Record<string, object>>;
}

/** What every home block receives: its type and its own props (validated, defaults filled: merchant.json). */
export interface BlockProps<P = Record<string, never>> {
  type: string;
  props: P;
}

/** What a dialog body the frame loads from the registry receives. */
export interface DialogProps {
  /** Closes the frame's dialog. */
  onClose: () => void;
}
