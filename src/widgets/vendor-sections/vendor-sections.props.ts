/** The vendor sections' own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one vendor-sections block.',
  type: 'object',
  additionalProperties: false,
  properties: {
    categories: {
      description: 'Sections to show, in this order (the platform\'s categories, e.g. RNG, LIVE, SPORTS). Empty: every category that has vendors.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', maxLength: 32 },
      default: [],
    },
    vendors: {
      description: 'Vendors to show (their platform codes, e.g. PG, EVO). Empty: every vendor.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9_]*$', maxLength: 32 },
      default: [],
    },
    maxPerSection: { description: 'Most vendor tiles a section shows; 0 shows them all.', type: 'integer', minimum: 0, default: 0 },
  },
} as const satisfies PropsSchema;
