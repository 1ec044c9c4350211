/** The server's errors (npm run validate's: schema and semantic, at JSON pointers) as rjsf's per-field errors. */
import type { ErrorSchema } from '@rjsf/utils';
import type { ConfigError } from './api';
import { pointerParts } from './json';

/** One message per error, the fix beside the problem. */
export const describe = (e: ConfigError) => `${e.problem}. Fix: ${e.fix}`;

/** rjsf's errorSchema for the form: each error at its field (an error about the whole config goes on the root). */
export function errorSchema(errors: readonly ConfigError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const e of errors) {
    let node = root;
    for (const part of pointerParts(e.pointer)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), describe(e)];
  }
  return root as ErrorSchema;
}
