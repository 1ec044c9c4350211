/**
 * Writes what the schema and the types derive from the widget registry, then the types:
 * - schemas/merchant.schema.json: its enums of screen and block types and the blocks' props schemas
 *   (scripts/lib/registry-schema.ts, from src/registry/entries.ts); the rest of the schema is written by hand;
 * - src/config/merchant.gen.ts: the config as a merchant writes it;
 * - src/config/merchant-resolved.gen.ts: the config after the schema's defaults are filled in
 *   (every property with a default, and every optional section, is present).
 * `--check` fails when any of them is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { optionalSections } from '../src/config/schema-sections';
import { withRegistry } from './lib/registry-schema';

const SCHEMA = 'schemas/merchant.schema.json';
const banner = (what: string) => `/**
 * GENERATED FILE - DO NOT EDIT.
 * ${what}
 * Source: ${SCHEMA}. Regenerate with \`npm run gen:types\`; the test run fails when this file is stale.
 */`;

type Node = JSONSchema & { properties?: Record<string, Node>; required?: string[]; $defs?: Record<string, Node> };

/** Marks as required every property that has a default (nested objects too), and the top-level optional sections. */
function withDefaultsRequired(schema: Node): Node {
  const copy = structuredClone(schema);
  const visit = (node: Node) => {
    if (node.properties) {
      const defaulted = Object.entries(node.properties).filter(([, p]) => p.default !== undefined).map(([k]) => k);
      node.required = [...new Set([...(node.required ?? []), ...defaulted])];
      for (const child of Object.values(node.properties)) visit(child);
    }
  };
  visit(copy);
  copy.required = [...new Set([...(copy.required ?? []), ...optionalSections(copy)])];
  for (const def of Object.values(copy.$defs ?? {})) visit(def);
  return copy;
}

export async function generate(): Promise<Record<string, string>> {
  const schema = (await withRegistry(JSON.parse(readFileSync(SCHEMA, 'utf8')))) as Node;
  const options = { additionalProperties: false, unreachableDefinitions: true, maxItems: -1, format: true, cwd: 'schemas' };
  return {
    [SCHEMA]: `${JSON.stringify(schema, null, 2)}\n`,
    // compile() changes the schema it is given: each gets its own copy.
    'src/config/merchant.gen.ts': await compile(structuredClone(schema), 'MerchantConfig', {
      ...options,
      bannerComment: banner('The merchant config as written in merchants/<code>/merchant.json.'),
    }),
    'src/config/merchant-resolved.gen.ts': await compile(withDefaultsRequired(schema), 'MerchantConfig', {
      ...options,
      bannerComment: banner('The merchant config after validation filled in the schema defaults (what the player app reads).'),
    }),
  };
}

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [file, text] of Object.entries(await generate())) {
  if (!check) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  } else if (readFileSync(file, 'utf8') !== text) {
    stale.push(file);
  }
}
if (stale.length) {
  console.error(`stale generated types: ${stale.join(', ')}. Run npm run gen:types and commit the result.`);
  process.exit(1);
}
if (check) console.log('generated types are up to date.');
