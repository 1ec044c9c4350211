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

describe('what counts as one account’s answers', () => {
  it('withdraw, deposit and the security centre’s cards are the account’s; the bank and wallet catalogues are shared', () => {
    const client = new QueryClient();
    const stop = dropAccountQueriesOnSessionChange(client);
    useSessionStore.getState().setSession(session('a'));
    const own = [
      ['withdraw', 'account'],
      ['withdraw', 'settings'],
      ['deposit', 'promotions'],
      ['deposit', 'status', '7'],
      ['security', 'cards'],
      ['security', 'hasFunds'],
      ['agent', 'downlines', {}],
      ['accounts', 'trialUser'],
      // An area nobody has named yet is an account's until it is named shared.
      ['somethingNew', 'x'],
    ];
    const shared = [
      ['security', 'banks', 'DEMO'],
      ['security', 'walletTypes'],
      ['content', 'help', 'EN'],
      ['legal', 'html', 'terms'],
      ['activities', 'categories'],
    ];
    for (const key of [...own, ...shared]) client.setQueryData(key, { key });
    useSessionStore.getState().setSession(session('b'));
    expect(own.filter((key) => client.getQueryData(key) !== undefined)).toEqual([]);
    expect(shared.filter((key) => client.getQueryData(key) === undefined)).toEqual([]);
    stop();
  });
});

describe('a session the platform ends', () => {
  const setUp = () => {
    useSessionStore.setState({ session: undefined, expiredAt: undefined, expiredUser: undefined });
    const client = new QueryClient();
    const stop = dropAccountQueriesOnSessionChange(client);
    useSessionStore.getState().setSession({ ...session('t1'), userName: 'alice' });
    client.setQueryData(['withdraw', 'account'], { cards: 1 });
    useSessionStore.getState().expire();
    return { client, stop };
  };

  it('keeps the account’s answers under the logged-out dialog, and asks again once the same account signs in', () => {
    const { client, stop } = setUp();
    expect(client.getQueryData(['withdraw', 'account'])).toEqual({ cards: 1 });
    useSessionStore.getState().setSession({ ...session('t2'), userName: 'alice' });
    expect(client.getQueryData(['withdraw', 'account'])).toEqual({ cards: 1 });
    expect(client.getQueryState(['withdraw', 'account'])?.isInvalidated).toBe(true);
    stop();
  });

  it('drops them when another account signs in instead', () => {
    const { client, stop } = setUp();
    useSessionStore.getState().setSession({ ...session('t2'), userName: 'bob' });
    expect(client.getQueryData(['withdraw', 'account'])).toBeUndefined();
    stop();
  });

  it('drops them when the dialog is closed without signing in', () => {
    const { client, stop } = setUp();
    useSessionStore.getState().endExpiry();
    expect(client.getQueryData(['withdraw', 'account'])).toBeUndefined();
    stop();
  });
});
