/**
 * The session token in no log line of the server side (issue 20, "Sessions"): the site server and the
 * simulator log a failed route as one line with its method and path (no query, no headers, no body), so a
 * token sent in the Authorization header, a query or a body never reaches the log, whatever the call does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createSiteApp } from '../../scripts/lib/site-server';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const dist = mkdtempSync(join(tmpdir(), 'livery-token-logs-'));
mkdirSync(join(dist, 'sites', 'demo'), { recursive: true });
writeFileSync(join(dist, 'sites', 'demo', 'index.html'), '<!doctype html><title>Demo</title>');
writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ styleHashes: {} }));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = createSiteApp({ dist, merchants: new Map([['demo', demo]]), defaultMerchant: 'demo', simToken: 'control-token' });
const TOKEN = 'f3c1secret0token0in0every0place';

describe('server logs', () => {
  it('print no token: not from the Authorization header, a query or a body, on calls that work, are refused or fail', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    const headers = { Merchant: demo.identity.merchantCode, Authorization: TOKEN };
    const calls: [string, RequestInit][] = [
      ['/wps/member/info', { headers }],
      [`/wps/member/info?token=${TOKEN}`, { headers }],
      ['/wps/session/logout', { method: 'DELETE', headers }],
      ['/wps/no/such/call', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: `{"token":"${TOKEN}"` }],
      // A route that throws (the simulator's one log line): malformed multipart with the token inside.
      [
        `/wps/member/password/email?token=${TOKEN}`,
        { method: 'POST', headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=XYZ' }, body: `--XYZ\r\nContent-Disposition: form-data; name="token"\r\n\r\n${TOKEN}` },
      ],
      [`/m/home?token=${TOKEN}`, { headers }],
    ];
    for (const [url, init] of calls) await site.request(url, init);
    expect(lines.length, 'the failing route logged its line').toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
  });
});
