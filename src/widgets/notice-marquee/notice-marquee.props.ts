/** The notice marquee's own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one notice marquee.',
  type: 'object',
  additionalProperties: false,
  properties: {
    secondsPerCharacter: {
      description: 'Scroll pace: seconds one character of the notices takes to pass (0.13 is about 60 px a second); smaller is faster.',
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 2,
      default: 0.13,
    },
    minSeconds: { description: 'Shortest time one pass of the notices takes, however short they are.', type: 'integer', minimum: 1, default: 8 },
  },
} as const satisfies PropsSchema;
