/** The server's errors (npm run validate's: schema and semantic, at JSON pointers), shown at their fields. */
import { createContext } from 'react';
import type { ConfigError } from './api';

/** One message per error, the fix beside the problem. */
export const describe = (e: ConfigError) => `${e.problem}. Fix: ${e.fix}`;

/** A field's JSON pointer from its path in the form ('footer', 0, 'action'  ->  /footer/0/action). */
export const pointerOf = (path: readonly (string | number)[]) => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Each pointer's messages. */
export function errorsByPointer(errors: readonly ConfigError[]): ReadonlyMap<string, string[]> {
  const map = new Map<string, string[]>();
  for (const e of errors) map.set(e.pointer, [...(map.get(e.pointer) ?? []), describe(e)]);
  return map;
}

/**
 * The errors the fields show, read by the form's error template (widgets.tsx) by each field's pointer. A
 * context rather than rjsf's extraErrors: those are merged into the form's own state, and a check answering
 * while the form still handles the change that caused it was lost now and then.
 */
export const ServerErrors = createContext<ReadonlyMap<string, string[]>>(new Map());
