// @vitest-environment jsdom
/**
 * Spec §3 "Session info" (a cached bank list kept locally) and §4 "Auth" (the bank-list cache cleared at
 * logout): the bank list (MCSFE_getBanks) is cached in local storage with its merchant and time, served from
 * there at once (refetched once older than five minutes), and removed by the logout's clean-up.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/http';
import { BANK_LIST_KEY, banksQuery, cacheBanks, readCachedBanks } from '../../src/api/security';
import { clearLocalSession, LOGOUT_LOCAL_KEYS } from '../../src/renderer/sign-out';
import { SIM_BASE, startSimulatorServer } from './support/simulator';

const { requests } = startSimulatorServer({ record: true });
configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => undefined, encryption: 'none' });
const bankCalls = () => requests.filter((r) => r.url.includes('MCSFE_getBanks')).length;

beforeEach(() => window.localStorage.clear());

describe('spec §3 the cached bank list', () => {
  it('an answer is cached with its merchant and time, and read back as the same banks', async () => {
    const client = new QueryClient();
    const banks = await client.fetchQuery(banksQuery('DEMO'));
    expect(banks.length).toBeGreaterThan(0);
    const cached = readCachedBanks('DEMO');
    expect(cached?.banks).toEqual(banks);
    expect(Date.now() - (cached?.at ?? 0)).toBeLessThan(5000);
    expect(readCachedBanks('JADE'), 'another merchant does not read it').toBeUndefined();
  });

  it('a fresh cache answers without a call; an old one is refetched', async () => {
    cacheBanks('DEMO', [{ bankCode: 'CACHED', name: 'Cached bank' }]);
    const fresh = new QueryClient();
    expect(await fresh.ensureQueryData(banksQuery('DEMO'))).toEqual([{ bankCode: 'CACHED', name: 'Cached bank' }]);
    await fresh.prefetchQuery(banksQuery('DEMO'));
    expect(bankCalls()).toBe(0);
    cacheBanks('DEMO', [{ bankCode: 'OLD', name: 'Old bank' }], Date.now() - 301_000);
    const later = new QueryClient();
    const banks = await later.fetchQuery({ ...banksQuery('DEMO') });
    expect(bankCalls()).toBe(1);
    expect(banks.map((b) => b.bankCode)).not.toContain('OLD');
  });

  it('a damaged cache is ignored', () => {
    window.localStorage.setItem(BANK_LIST_KEY, JSON.stringify({ merchantCode: 'DEMO', at: Date.now(), banks: [{ nope: 1 }] }));
    expect(readCachedBanks('DEMO')).toBeUndefined();
  });
});

describe('spec §4 "Auth": cleared at logout', () => {
  it('the logout clean-up removes the cached bank list', () => {
    cacheBanks('DEMO', [{ bankCode: 'X', name: 'X' }]);
    expect(LOGOUT_LOCAL_KEYS).toContain(BANK_LIST_KEY);
    clearLocalSession();
    expect(window.localStorage.getItem(BANK_LIST_KEY)).toBeNull();
  });
});
