import type { MerchantWorld } from '../state';

/** Hono environment of platform routes: the merchant world chosen from the `Merchant` header. */
export type SimEnv = { Variables: { world: MerchantWorld } };
