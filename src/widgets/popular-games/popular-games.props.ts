/** The popular-games block's own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one popular-games block.',
  type: 'object',
  additionalProperties: false,
  properties: {
    tabs: {
      description: 'Category tabs to show, in this order (HOT and the platform\'s categories, e.g. RNG, LIVE, SPORTS, LOTT); a category the platform does not offer is left out. Empty: HOT and every category the platform offers.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', maxLength: 32 },
      default: [],
    },
    tiles: { description: 'Games a game tab shows before its "more" link.', type: 'integer', minimum: 1, maximum: 60, default: 12 },
  },
} as const satisfies PropsSchema;
