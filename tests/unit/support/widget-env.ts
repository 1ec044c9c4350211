/** A widget environment for rendering one screen or block in a unit test: every effect is a spy. */
import { vi } from 'vitest';
import { resolveSite } from '../../../src/config/resolve';
import type { MerchantConfig } from '../../../src/config/merchant-resolved.gen';
import type { WidgetEnv } from '../../../src/ui/widget-env';

export function fakeWidgetEnv(config: MerchantConfig, change: Partial<WidgetEnv> = {}): WidgetEnv {
  return {
    config,
    site: resolveSite(config, undefined),
    navigate: vi.fn(),
    run: vi.fn(),
    notify: vi.fn(() => () => undefined),
    confirm: vi.fn(async () => false),
    shows: () => true,
    ...change,
  };
}
