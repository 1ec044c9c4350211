// @vitest-environment jsdom
/**
 * The home's pop-ups on their own (spec 2.10), with a test environment and the announcements already in
 * the query cache: one dialog at a time (login pop-ups, then the notice pop-up, then the pending-contract
 * question), the session-storage flags that keep each to once per session, and Tab kept inside a dialog.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Announcements, announcementsQuery } from '../../src/api/announcements';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import LoginPopups, { LOGIN_POPUPS_FLAG } from '../../src/widgets/home-popups/login-popups-block';
import NoticePopup, { NOTICE_POPUP_FLAG } from '../../src/widgets/home-popups/notice-popup-block';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const notice = (id: string, title: string) => ({ id, title, content: `<p>${title} text</p>` });
const ANSWER: Announcements = {
  banners: [],
  player: [notice('1', 'Welcome'), notice('2', 'Maintenance')],
  popup: [notice('9', 'New member bonus')],
  hot: [],
  promotion: [],
  contentLobby: [],
};

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

function renderPopups(answer: Announcements = ANSWER, children?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(announcementsQuery('home', 'en').queryKey, answer);
  const env = fakeWidgetEnv(config);
  return render(
    <QueryClientProvider client={client}>
      <WidgetEnvContext.Provider value={env}>
        <LoginPopups type="loginPopups" props={{}} />
        <NoticePopup type="noticePopup" props={{}} />
        {children}
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
}

const member = { token: 'tok-1', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false };

describe('home pop-ups', () => {
  it('nothing opens before the page has loaded and the browser is idle', () => {
    renderPopups();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-block=noticePopup]')?.getAttribute('data-state')).toBe('waiting');
  });

  it('a guest sees the notice pop-up with every notice, once: the flag is set as it opens', async () => {
    renderPopups();
    const dialog = await screen.findByTestId('notice-popup');
    expect(dialog.querySelectorAll('[data-testid=notice-popup-item]')).toHaveLength(2);
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(sessionStorage.getItem(NOTICE_POPUP_FLAG)).toBe('1');
    fireEvent.click(screen.getByTestId('notice-popup-close'));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    cleanup();
    renderPopups();
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it('logged in: the login pop-ups first, the notice pop-up after they close, never both at once', async () => {
    useSessionStore.getState().setSession(member);
    renderPopups();
    expect((await screen.findByTestId('login-popup')).textContent).toContain('New member bonus');
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    expect(sessionStorage.getItem(LOGIN_POPUPS_FLAG)).toBe('1');
    act(() => fireEvent.click(screen.getByTestId('login-popup-close')));
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(screen.getByTestId('notice-popup')).toBeTruthy();
  });

  it('the login pop-ups show again for a new login (a new token), not for the same session', async () => {
    sessionStorage.setItem(NOTICE_POPUP_FLAG, '1');
    useSessionStore.getState().setSession(member);
    sessionStorage.setItem(LOGIN_POPUPS_FLAG, '1');
    renderPopups();
    expect(screen.queryByTestId('login-popup')).toBeNull();
    cleanup();
    // A changed password keeps the session: still shown.
    useSessionStore.getState().setSession({ ...member, firstTimeLogin: false, passwordExpired: false });
    renderPopups();
    expect(document.querySelector('[data-block=loginPopups]')?.getAttribute('data-state')).toBe('seen');
    cleanup();
    useSessionStore.getState().setSession({ ...member, token: 'tok-2' });
    renderPopups();
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
  });

  it('a session that starts while the block is shown gets its pop-ups', async () => {
    sessionStorage.setItem(NOTICE_POPUP_FLAG, '1');
    useSessionStore.getState().setSession(member);
    sessionStorage.setItem(LOGIN_POPUPS_FLAG, '1');
    renderPopups();
    expect(screen.queryByTestId('login-popup')).toBeNull();
    act(() => useSessionStore.getState().setSession({ ...member, token: 'tok-2' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
  });

  it('after a login, no session-storage value but the session store\'s own holds the token (the pop-up flag is a mark)', async () => {
    const token = 'tok-secret-5f2c9a';
    useSessionStore.getState().setSession({ ...member, token });
    renderPopups();
    await screen.findByTestId('login-popup');
    act(() => fireEvent.click(screen.getByTestId('login-popup-close')));
    await screen.findByTestId('notice-popup');
    const holders = Object.keys(sessionStorage).filter((key) => sessionStorage.getItem(key)?.includes(token));
    expect(holders).toEqual([SESSION_STORAGE_KEY]);
    expect(sessionStorage.getItem(LOGIN_POPUPS_FLAG)).toBe('1');
  });

  it('no notices and no pop-up list: nothing shows', () => {
    useSessionStore.getState().setSession(member);
    renderPopups({ ...ANSWER, player: [], popup: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-block=noticePopup]')?.getAttribute('data-state')).toBe('empty');
    expect(sessionStorage.getItem(NOTICE_POPUP_FLAG)).toBeNull();
  });

  it("a notice's server HTML is sanitised where the pop-up shows it: no script, no handler, no javascript: link", async () => {
    const content = '<p onclick="steal()">Deposit <a href="javascript:alert(1)">now</a></p><script>alert(2)</script><img src="x" onerror="alert(3)">';
    renderPopups({ ...ANSWER, player: [{ id: '1', title: 'Unsafe', content }] });
    const item = (await screen.findByTestId('notice-popup')).querySelector('[data-testid=notice-popup-item]') as HTMLElement;
    expect(item.textContent).toContain('Deposit now');
    expect(item.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|alert/);
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    renderPopups({ ...ANSWER, player: [{ id: '1', title: 'Linked', content: '<p><a href="/m/voucherCenter">deposit</a></p>' }] });
    const dialog = await screen.findByTestId('notice-popup');
    const link = dialog.querySelector('a') as HTMLElement;
    const close = screen.getByTestId('notice-popup-close');
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});
