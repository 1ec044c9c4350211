// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropAccountQueriesOnSessionChange } from '../../src/app/session-cache';
import { useSessionStore } from '../../src/state/session';

const session = (token: string) => ({ token, merchantCode: 'DEMO', userName: token, type: 0, firstTimeLogin: false });

describe("another account never sees the previous account's answers", () => {
  it('drops per-account queries when the session changes, and keeps the shared ones (system, vendors)', () => {
    const client = new QueryClient();
    const stop = dropAccountQueriesOnSessionChange(client);
    useSessionStore.getState().setSession(session('a'));
    client.setQueryData(['games', 'favourites'], ['1', '2']);
    client.setQueryData(['member', 'wallet'], { sumBalance: 5 });
    client.setQueryData(['system', 'status'], { maintenance: false });
    client.setQueryData(['games', 'vendors', 'DEMO', 'EN'], ['SBK']);
    client.setQueryData(['games', 'list', 'DEMO', 'EN', { gameType: 'FAV' }], { pages: [] });

    useSessionStore.getState().setSession(session('b'));
    expect(client.getQueryData(['games', 'favourites'])).toBeUndefined();
    expect(client.getQueryData(['member', 'wallet'])).toBeUndefined();
    expect(client.getQueryData(['system', 'status'])).toEqual({ maintenance: false });
    expect(client.getQueryData(['games', 'vendors', 'DEMO', 'EN'])).toEqual(['SBK']);
    expect(client.getQueryData(['games', 'list', 'DEMO', 'EN', { gameType: 'FAV' }])).toBeUndefined();

    client.setQueryData(['games', 'favourites'], ['3']);
    useSessionStore.getState().setSession(session('b'));
    expect(client.getQueryData(['games', 'favourites'])).toEqual(['3']);
    stop();
  });

  it('drops every record list (my rebate, lottery orders) but keeps the shared deposit-methods list', () => {
    const client = new QueryClient();
    const stop = dropAccountQueriesOnSessionChange(client);
    useSessionStore.getState().setSession(session('a'));
    client.setQueryData(['records', 'rebate', 1, 2, {}], { pages: [] });
    client.setQueryData(['records', 'lotteryOrder', '9'], { id: '9' });
    client.setQueryData(['records', 'depositMethods'], ['BANK']);

    useSessionStore.getState().setSession(session('b'));
    expect(client.getQueryData(['records', 'rebate', 1, 2, {}])).toBeUndefined();
    expect(client.getQueryData(['records', 'lotteryOrder', '9'])).toBeUndefined();
    expect(client.getQueryData(['records', 'depositMethods'])).toEqual(['BANK']);
    stop();
  });
});
