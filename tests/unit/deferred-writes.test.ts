// @vitest-environment jsdom
/**
 * Deferred writes as the page goes away: a pagehide sends what waits at once as keepalive calls, each with the
 * session it was made in, and the API client passes keepalive and that token to fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDeferredQueue } from '../../src/api/deferred-writes';
import { configureApi, request } from '../../src/api/http';

describe('deferred writes when the page goes away', () => {
  it('pagehide sends every waiting batch now, as keepalive, with the token it was made under', async () => {
    let token: string | undefined = 'tok-a';
    configureApi({ baseUrl: 'http://sim.test', merchantCode: 'DEMO', language: () => 'EN', token: () => token, encryption: 'none' });
    const send = vi.fn(async () => undefined);
    const queue = createDeferredQueue<string>({ delayMs: 5_000, send, onFailed: vi.fn() });
    queue.add(['a']);
    token = 'tok-b';
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledExactlyOnceWith(['a'], { token: 'tok-a', keepalive: true });
    expect(queue.state().waiting).toEqual([]);
  });

  it('the client sends a keepalive call with the token it is given, not the current one', async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ success: true, value: null }), { headers: { 'content-type': 'application/json' } }));
    configureApi({ baseUrl: 'http://sim.test', merchantCode: 'DEMO', language: () => 'EN', token: () => 'current', encryption: 'none', fetch });
    await request('/wps/relay/EMFE_deleteInbox', { method: 'DELETE', parse: () => undefined, token: 'earlier', keepalive: true });
    const init = fetch.mock.calls[0]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(init.keepalive).toBe(true);
    expect(init.headers.Authorization).toBe('earlier');
    await request('/wps/relay/EMFE_getInbox', { parse: () => undefined });
    const plain = fetch.mock.calls[1]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(plain.keepalive).toBeUndefined();
    expect(plain.headers.Authorization).toBe('current');
  });
});
