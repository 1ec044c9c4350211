// @vitest-environment jsdom
/**
 * The frame footer's unread badge (config `footer[].badge`, issue 17: "the unread badges in the frame,
 * member centre and agent home follow at once"): a member sees the inbox's unread count on the member
 * centre item, spoken after its label; it follows the cached count at once; a guest, or a member the
 * config does not offer the inbox to (MAILCEN off), gets no badge and no unread call.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { unreadCountQuery } from '../../src/api/inbox';
import type { Condition, MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { Footer } from '../../src/renderer/frame/footer';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const { login, requests } = startSimulatorSession({ record: true });
const UNREAD_CALL = 'EMFE_getInboxUnreadCount';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ session: undefined });
});

function renderFooter(shows: (when?: Condition) => boolean = () => true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/m/home']}>
        <WidgetEnvContext.Provider value={fakeWidgetEnv(config, { shows })}>
          <Footer />
        </WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

async function signIn() {
  const username = `footer${Math.random().toString(36).slice(2, 8)}`;
  await control('POST', '/__sim/members', { username, password: 'Secret123', balance: 0 });
  await login(username, 'Secret123');
  useSessionStore.setState({ session: { token: 't', userName: username, type: 0 } } as never);
}

const unreadCalls = () => requests.filter((r) => r.url.includes(UNREAD_CALL)).length;

describe('footer unread badge', () => {
  it('the demo config puts the inbox badge on the member centre item', () => {
    expect(config.footer.find((item) => item.id === 'members')?.badge).toBe('unreadInbox');
  });

  it('a member sees the unread count by the member centre item, spoken after its label, and it follows the cached count at once', async () => {
    await signIn();
    const client = renderFooter();
    const bubble = await screen.findByTestId('footer-badge-members');
    const count = Number(bubble.textContent);
    expect(count).toBeGreaterThan(0);
    expect(bubble.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('footer-members').textContent).toContain(`Unread: ${count}`);
    act(() => client.setQueryData(unreadCountQuery().queryKey, count - 1));
    await waitFor(() => expect(screen.getByTestId('footer-badge-members').textContent).toBe(String(count - 1)));
    act(() => client.setQueryData(unreadCountQuery().queryKey, 0));
    await waitFor(() => expect(screen.queryByTestId('footer-badge-members')).toBeNull());
    expect(screen.getByTestId('footer-members').textContent).toBe('Members');
  });

  it('a guest gets no badge and no unread call', async () => {
    renderFooter();
    expect(screen.getByTestId('footer-members').textContent).toBe('Members');
    // The footer is drawn; give a stray call time to start before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('footer-badge-members')).toBeNull();
    expect(unreadCalls()).toBe(0);
  });

  it('a member the config offers no inbox to (MAILCEN off, no agent inbox tool) gets no badge and no unread call', async () => {
    await signIn();
    renderFooter((when) => when?.flag !== 'MAILCEN' && when?.menu !== 'AGECEN.INBOX3');
    await waitFor(() => expect(screen.getByTestId('footer-members')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('footer-badge-members')).toBeNull();
    expect(unreadCalls()).toBe(0);
  });
});
