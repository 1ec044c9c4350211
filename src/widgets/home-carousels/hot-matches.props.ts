/** The hot-match ticker's own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one hot-match ticker.',
  type: 'object',
  additionalProperties: false,
  properties: {
    delayMs: { description: 'Time each match shows before the next (spec 9: 5000 ms).', type: 'integer', minimum: 1000, default: 5000 },
    speedMs: { description: 'Slide duration (spec 9: 500 ms).', type: 'integer', minimum: 0, maximum: 5000, default: 500 },
  },
} as const satisfies PropsSchema;
