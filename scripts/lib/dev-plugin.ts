/**
 * Vite dev-server plugin: serves each merchant's stamped page by host, its assets, the flags, and the
 * platform simulator, so `npm run dev` behaves like `npm start` with hot reload. The simulator sits behind the
 * same edges as npm start's (site-edges.ts: host names, headers, body limits, the control API's token, printed
 * when the server listens). Vite itself listens on localhost unless told otherwise (server.host) and checks
 * the Host of every request before this plugin's middleware (server.allowedHosts).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Plugin } from 'vite';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { loadAllMerchants, MERCHANTS_DIR } from './merchants';
import { allowedHostsFromEnv, guardEdges, SIM_TOKEN_HEADER, simTokenFromEnv } from './site-edges';
import { merchantForHost } from './site-server';
import { stampHtml } from './stamp';
import { readStatic } from './static-files';

export function liveryDev(): Plugin {
  return {
    name: 'livery-dev',
    apply: 'serve',
    configureServer(server) {
      const merchants = loadAllMerchants();
      const known = new Set(merchants.keys());
      const fallback = process.env.LIVERY_DEFAULT_MERCHANT ?? 'demo';
      const platform = createPlatformSimulator(merchants.values());
      const simToken = simTokenFromEnv();
      const edge = new Hono();
      guardEdges(edge, { simToken, deployHosts: allowedHostsFromEnv() });
      edge.all('*', (c) => platform.fetch(c.req.raw));
      const simulator = getRequestListener(edge.fetch);
      server.httpServer?.once('listening', () => server.config.logger.info(`  Simulator control API (/__sim): header ${SIM_TOKEN_HEADER}: ${simToken}`));
      const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
        res.statusCode = status;
        res.setHeader('Content-Type', type);
        res.end(body);
      };

      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/';
        if (/^\/(wps|lgw|__sim|sim-assets|sim-cdn|sim-game|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|emulator)\//.test(url)) return simulator(req, res);
        const code = merchantForHost(req.headers.host, known, fallback);
        if (typeof code !== 'string') return send(res, 404, 'text/plain', `Unknown merchant "${code.unknown}"`);
        const config = merchants.get(code);
        if (!config) return next();
        const asset = url.startsWith('/flags/')
          ? await readStatic(join('node_modules', 'flag-icons', 'flags', '4x3'), url.slice('/flags'.length))
          : url.startsWith('/merchant/')
            ? await readStatic(join(MERCHANTS_DIR, code), url.slice('/merchant'.length))
            : undefined;
        if (asset) return send(res, 200, asset.type, asset.body);
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (!wantsPage) return next();
        const template = await server.transformIndexHtml(url, readFileSync('index.html', 'utf8'));
        return send(res, 200, 'text/html; charset=utf-8', stampHtml(template, config).html);
      });
    },
  };
}
