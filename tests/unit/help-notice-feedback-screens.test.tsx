// @vitest-environment jsdom
/**
 * The help centre, announcements and feedback screens on their own against the simulator (msw forwarding
 * to it): the help entry query i opens with its sanitised content, the notices of the home announcement
 * call, a malformed answer shown as a failure with Retry, and a failed feedback send that keeps what the
 * player typed and says why, then a send through FEEDBACK3 that empties the form.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import FeedbackScreen from '../../src/widgets/feedback/feedback-screen';
import HelpCentreScreen from '../../src/widgets/help-centre/help-centre-screen';
import NoticeListScreen from '../../src/widgets/notice-list/notice-list-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { control, startSimulatorSession } from './support/simulator';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (path: string) => config.routes.find((r) => r.path === path) as Route;
const { login, requests } = startSimulatorSession({ record: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

function renderScreen(node: React.ReactNode, path: string) {
  const env = fakeWidgetEnv(config);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return env;
}

describe('help centre', () => {
  it('query i opens that entry; its content is sanitised (the script is gone, the list kept)', async () => {
    renderScreen(<HelpCentreScreen route={routeOf('/m/help')} />, '/m/help?i=1');
    const titles = await screen.findAllByTestId('help-title');
    expect(titles.map((t) => t.getAttribute('aria-expanded'))).toEqual(titles.map((_, i) => String(i === 1)));
    const content = screen.getByTestId('help-content');
    expect(content.textContent).toContain('Minimum deposit');
    expect(content.querySelector('script')).toBeNull();
    expect(requests.some((r) => new URL(r.url).pathname === '/wps/system/helpCenter' && new URL(r.url).searchParams.get('device') === 'MOBILE')).toBe(true);
  });

  it('an entry is sanitised where it is shown: an https link opens in a new tab without an opener, a same-origin image is kept', async () => {
    renderScreen(<HelpCentreScreen route={routeOf('/m/help')} />, '/m/help?i=3');
    const link = (await screen.findByTestId('help-content')).querySelector('a');
    expect([link?.getAttribute('href'), link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual(['https://support.example.com/self-exclusion', '_blank', 'noopener noreferrer']);
    cleanup();
    renderScreen(<HelpCentreScreen route={routeOf('/m/help')} />, '/m/help?i=4');
    expect((await screen.findByTestId('help-content')).innerHTML).toContain('<img src="/sim-assets/banner/banner-1.png" alt="Live chat">');
  });

  it('a same-origin link in an entry opens through the app', async () => {
    const env = renderScreen(<HelpCentreScreen route={routeOf('/m/help')} />, '/m/help');
    const link = await waitFor(() => screen.getByRole('link', { name: 'Log in' }));
    fireEvent.click(link);
    expect(env.navigate).toHaveBeenCalledWith('/m/login');
  });
});

describe('announcements', () => {
  it('shows every player notice of the home announcement call', async () => {
    renderScreen(<NoticeListScreen route={routeOf('/m/notice')} />, '/m/notice');
    const items = await screen.findAllByTestId('notice-item');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.querySelector('h2')?.textContent).toBe('Welcome to Livery Demo');
  });

  it('a malformed answer is a failure with Retry, which loads the notices', async () => {
    await control('POST', '/__sim/faults', { path: '/wps/relay/CCSFE_getListAnnouncements', answer: { success: true, value: { player: 'nope' } } });
    renderScreen(<NoticeListScreen route={routeOf('/m/notice')} />, '/m/notice');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    expect((await screen.findAllByTestId('notice-item')).length).toBeGreaterThan(0);
  });
});

describe('feedback', () => {
  it('a failed send keeps the text and says why; the next goes through FEEDBACK3 and empties the form', async () => {
    const username = `fbunit${Date.now().toString(36)}`;
    await control('POST', '/__sim/members', { username, password: 'Secret123', type: 0 });
    await login(username, 'Secret123');
    await control('POST', '/__sim/faults', { path: '/wps/feedback', status: 500 });
    const env = renderScreen(<FeedbackScreen route={routeOf('/m/feedback')} />, '/m/feedback');
    const text = 'The deposit page is far too slow today';
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: text } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByTestId('feedback-send-error');
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe(text);

    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(env.notify).toHaveBeenCalledWith('Thank you, your feedback has been sent', 'success', config.constants.successMessageMs));
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe('');
    const puts = requests.filter((r) => new URL(r.url).pathname === '/wps/feedback');
    expect(puts.map((r) => [r.method, r.headers.get('ModuleId')])).toEqual([
      ['PUT', 'FEEDBACK3'],
      ['PUT', 'FEEDBACK3'],
    ]);
  });
});
