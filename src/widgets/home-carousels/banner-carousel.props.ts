/** The banner carousel's own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one banner carousel.',
  type: 'object',
  additionalProperties: false,
  properties: {
    intervalMs: { description: 'Time each banner shows before the next (spec 9: 5000 ms).', type: 'integer', minimum: 1000, default: 5000 },
    loop: { description: 'Whether the last banner is followed by the first again (only with more than one banner).', type: 'boolean', default: true },
  },
} as const satisfies PropsSchema;
