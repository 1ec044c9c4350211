/**
 * The parts of the merchant schema that the widget registry decides (src/registry/entries.ts): the enums
 * of screen and block types, and each block type's `props`, which a block in merchant.json may carry and
 * which are validated by that type's own schema. npm run gen:types writes them; --check fails when stale.
 */
import { blockEntries, blockTypes, screenTypes } from '../../src/registry/entries';
import type { PropsSchema } from '../../src/ui/widget-env';

type Schema = Record<string, unknown> & { $defs: Record<string, unknown> };


/** `$defs` name of a block type's props schema. */
export const propsDef = (type: string) => `${type}Props`;

const NO_PROPS: PropsSchema = { description: 'This block has no options.', type: 'object', additionalProperties: false, properties: {} };

/** The schema with the registry's parts written in (a new object; the input is not changed). */
export async function withRegistry(schema: Schema): Promise<Schema> {
  const defs: Record<string, unknown> = { ...schema.$defs };
  defs.screenType = {
    description: 'A screen type of the widget registry (src/registry/entries.ts).',
    type: 'string',
    enum: screenTypes(),
  };
  defs.widgetType = {
    description: 'A home-block widget type of the widget registry (src/registry/entries.ts).',
    type: 'string',
    enum: blockTypes(),
  };
  defs.homeBlock = {
    description: "A block of the home page: its type, when it shows, and its own options (each type's props schema).",
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: {
      type: { $ref: '#/$defs/widgetType' },
      when: { $ref: '#/$defs/condition' },
      props: { description: "The block's own options; what a type accepts is its props schema (e.g. bannerCarouselProps).", type: 'object', default: {} },
    },
    allOf: blockEntries().map(([type]) => ({
      if: { properties: { type: { const: type } }, required: ['type'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
      then: { properties: { props: { $ref: `#/$defs/${propsDef(type)}`, default: {} } } },
    })),
  };
  for (const [type, entry] of blockEntries()) {
    const props = entry.props ? (await entry.props()).default : NO_PROPS;
    defs[propsDef(type)] = { title: `${type[0]?.toUpperCase()}${type.slice(1)}Props`, ...props };
  }
  return structuredClone({ ...schema, $defs: defs });
}
