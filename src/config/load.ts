import { CURRENT_VERSION } from './migrate';
import type { MerchantConfig } from './merchant-resolved.gen';

export const CONFIG_ELEMENT_ID = 'livery-config';

/**
 * Reads the merchant config stamped into the page by the build (already validated, defaults filled).
 * Throws a readable error when the page carries none, so the entry can show it instead of a white screen.
 */
export function loadStampedConfig(doc: Document = document): MerchantConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) throw new Error('This page carries no merchant configuration: build it with npm run build or serve it with npm start.');
  const config = JSON.parse(text) as MerchantConfig;
  if (config.schemaVersion !== CURRENT_VERSION) throw new Error(`Unsupported merchant config version ${String(config.schemaVersion)}.`);
  return config;
}
