/** The side service bar's own props (JSON Schema; embedded in the merchant schema by npm run gen:types). */
import type { PropsSchema } from '../../ui/widget-env';

export default {
  description: 'Options of one side service bar (spec 2.10): referral, download, live chat when customer service exists, social links.',
  type: 'object',
  additionalProperties: false,
  properties: {
    entries: { description: 'Bar entries in order (referral, download, live chat, …).', type: 'array', items: { $ref: '#/$defs/menuItem' }, default: [] },
    social: { description: "Default social links; the platform's resources override them.", type: 'array', items: { $ref: '#/$defs/socialLink' }, default: [] },
  },
} as const satisfies PropsSchema;
