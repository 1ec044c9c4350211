/** JSON values and JSON pointers (RFC 6901) as the studio edits them. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '/footer/0/action' -> ['footer', '0', 'action'] */
export function pointerParts(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The form fills an optional object it renders (a block's `when`) with `{}` when a field beside it changes:
 * such an object, absent before, means nothing and is left out, so the file changes only where the user did.
 */
export function withoutNewEmptyObjects(value: unknown, before: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withoutNewEmptyObjects(item, Array.isArray(before) ? before[i] : undefined));
  if (!isObject(value)) return value;
  const was = isObject(before) ? before : {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !(isObject(v) && Object.keys(v).length === 0 && !(k in was)))
      .map(([k, v]) => [k, withoutNewEmptyObjects(v, was[k])]),
  );
}
