/**
 * How a merchant.json is written: two-space JSON, keys in the schema's order (where the schema names them;
 * other keys keep their order), `$schema` first. The studio writes through it, so a save changes only the
 * lines whose values changed.
 */
import { createHash } from 'node:crypto';
import schemaJson from '../../schemas/merchant.schema.json' with { type: 'json' };

type Node = { $ref?: string; properties?: Record<string, Node>; items?: Node; allOf?: { if?: { properties?: { type?: { const?: string } } }; then?: { properties?: Record<string, Node> } }[] };

const schema = schemaJson as unknown as Node & { $defs: Record<string, Node> };

function resolve(node: Node | undefined): Node | undefined {
  let at = node;
  for (let hops = 0; at?.$ref && hops < 10; hops++) at = schema.$defs[at.$ref.replace('#/$defs/', '')];
  return at;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema node of an object's property, following a block's `if type = X then props: XProps`. */
function propertyNode(node: Node, key: string, value: Record<string, unknown>): Node | undefined {
  const own = node.properties?.[key];
  const branch = node.allOf?.find((b) => b.if?.properties?.type?.const === value.type)?.then?.properties?.[key];
  return branch ?? own;
}

function ordered(value: unknown, node: Node | undefined): unknown {
  const at = resolve(node);
  if (Array.isArray(value)) return value.map((item) => ordered(item, at?.items));
  if (!isObject(value)) return value;
  const known = Object.keys(at?.properties ?? {});
  const keys = [...known.filter((k) => k in value), ...Object.keys(value).filter((k) => !known.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, ordered(value[k], at ? propertyNode(at, k, value) : undefined)]));
}

/** The text of a merchant.json holding `config`. */
export function merchantFileText(config: unknown): string {
  return `${JSON.stringify(ordered(config, schema), null, 2)}\n`;
}

/** A file's version: changes whenever its text does (the studio refuses to save over a file changed since it was read). */
export const fileVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
