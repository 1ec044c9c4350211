/** The built site with the platform simulator on a free loopback port, for the measuring scripts (lighthouse, profile, lcp-graph). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { DIST } from '../build';
import { loadAllMerchants } from './merchants';
import { createSiteApp } from './site-server';

/** Serves the built site and the simulator on a free loopback port; answers the port and a stop function. */
export function startLocalSite(defaultMerchant = 'demo'): Promise<{ port: number; stop: () => Promise<void> }> {
  const merchants = loadAllMerchants();
  const app = createSiteApp({ dist: DIST, merchants, defaultMerchant, simulator: createPlatformSimulator(merchants.values()) });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (address: AddressInfo) => {
      resolve({ port: address.port, stop: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
