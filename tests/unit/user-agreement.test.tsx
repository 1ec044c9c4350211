// @vitest-environment jsdom
/**
 * The user agreement (/m/useragreement): which file a player reads (their language's, else English with a
 * note, else the "no terms" notice), the merchant's real files shown in EN and AR, a failed load with
 * Retry, and the sanitising: a <script> or an onerror in a merchant's terms never runs. Also the register
 * screen's link to it and its minimum-age hint from the merchant constant.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyMerchant, loadAllMerchants, loadMerchant, MERCHANTS_DIR } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n, switchLanguage } from '../../src/i18n/setup';
import { chooseTerms, merchantFileUrl } from '../../src/lib/terms';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { RegisterTerms } from '../../src/widgets/register/register-terms';
import UserAgreementScreen from '../../src/widgets/user-agreement/user-agreement-screen';
import { startSimulatorServer } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const route = demo.routes.find((r) => r.path === '/m/useragreement') as Route;
const { server } = startSimulatorServer();

/** Serves /merchant/assets/… as the site does: the merchant's own files, or `html` for every file. */
function serveMerchantFiles(code: string, html?: string) {
  const served: string[] = [];
  server.use(
    http.get('*/merchant/assets/:file', ({ params }) => {
      served.push(String(params.file));
      const body = html ?? readFileSync(join(MERCHANTS_DIR, code, 'assets', String(params.file)), 'utf8');
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  );
  return served;
}

function withTerms(files: Record<string, string>, change: Partial<MerchantConfig['constants']> = {}): MerchantConfig {
  const config = structuredClone(demo);
  config.legal.userAgreement = files;
  Object.assign(config.constants, change);
  return config;
}

function renderWith(config: MerchantConfig, node: React.ReactNode) {
  const env = fakeWidgetEnv(config);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return env;
}

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(async () => {
  cleanup();
  await switchLanguage('EN');
});

describe('which terms a player reads', () => {
  const files = { EN: 'assets/terms-en.html', AR: 'assets/terms-ar.html' };

  it("is the file of the player's language", () => {
    expect(chooseTerms(files, 'AR')).toEqual({ path: 'assets/terms-ar.html', language: 'AR', fallback: false });
  });

  it('falls back to English when the language has none, saying so', () => {
    expect(chooseTerms(files, 'MY')).toEqual({ path: 'assets/terms-en.html', language: 'EN', fallback: true });
  });

  it('is none when neither the language nor English has a file (nor does an inherited name count)', () => {
    expect(chooseTerms({ AR: 'assets/terms-ar.html' }, 'MY')).toBeUndefined();
    expect(chooseTerms({}, 'constructor')).toBeUndefined();
  });

  it('is fetched where the build copies merchant files', () => {
    expect(merchantFileUrl('assets/terms-en.html')).toBe('/merchant/assets/terms-en.html');
  });
});

describe('the user agreement screen', () => {
  it("shows the demo merchant's English terms, sanitised HTML with its headings", async () => {
    const served = serveMerchantFiles('demo');
    renderWith(demo, <UserAgreementScreen route={route} />);
    const body = await screen.findByTestId('terms-body');
    expect(body.querySelector('h2')?.textContent).toBe('User agreement of Livery Demo');
    expect(body.textContent).toContain('at least 18 years old');
    expect(served).toEqual(['user-agreement-en.html']);
    expect(screen.queryByTestId('terms-fallback')).toBeNull();
  });

  it('in Arabic shows the Arabic file, marked as Arabic', async () => {
    await switchLanguage('AR');
    const served = serveMerchantFiles('sahara');
    renderWith(merchants.get('sahara') as MerchantConfig, <UserAgreementScreen route={route} />);
    const body = await screen.findByTestId('terms-body');
    expect(body.querySelector('h2')?.textContent).toBe('اتفاقية المستخدم لدى Sahara Play');
    expect(body.closest('article')?.getAttribute('lang')).toBe('ar');
    expect(served).toEqual(['user-agreement-ar.html']);
  });

  it('without a file in the language shows the English one with a note', async () => {
    await switchLanguage('AR');
    serveMerchantFiles('demo');
    renderWith(withTerms({ EN: 'assets/user-agreement-en.html' }), <UserAgreementScreen route={route} />);
    expect((await screen.findByTestId('terms-body')).closest('article')?.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('terms-fallback').textContent).toBe('اتفاقية المستخدم غير متوفرة بلغتك؛ تُعرض النسخة الإنجليزية.');
  });

  it('with no terms at all says so, and asks for nothing', () => {
    const served = serveMerchantFiles('demo');
    renderWith(withTerms({ MY: 'assets/user-agreement-my.html' }), <UserAgreementScreen route={route} />);
    expect(screen.getByTestId('terms-empty').textContent).toBe('This site has not published a user agreement yet. Please ask customer service.');
    expect(served).toEqual([]);
  });

  it('a failed load is an error with Retry, which loads the terms', async () => {
    let fail = true;
    server.use(
      http.get('*/merchant/assets/:file', () =>
        fail ? new HttpResponse('gone', { status: 503 }) : new HttpResponse('<p>Terms v2</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderWith(demo, <UserAgreementScreen route={route} />);
    const failed = await screen.findByTestId('terms-error');
    expect(failed.textContent).toContain('load failed, tap to retry');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('terms-body')).textContent).toBe('Terms v2');
  });

  it("a host that answers a missing file with the app's own page (200) or with something not HTML shows no terms body: the file counts as missing", async () => {
    const appShell = readFileSync('index.html', 'utf8');
    for (const [body, type] of [
      [appShell, 'text/html; charset=utf-8'],
      ['{"terms":"x"}', 'application/json'],
    ] as const) {
      server.use(http.get('*/merchant/assets/:file', () => new HttpResponse(body, { headers: { 'Content-Type': type } })));
      renderWith(demo, <UserAgreementScreen route={route} />);
      expect((await screen.findByTestId('terms-error')).textContent).toContain('load failed, tap to retry');
      expect(screen.queryByTestId('terms-body')).toBeNull();
      cleanup();
    }
  });

  it("never runs a script or an event handler in a merchant's terms; an unsafe link loses its address", async () => {
    const ran = window as unknown as { termsRan?: string };
    serveMerchantFiles(
      'demo',
      '<p>Rules</p><script>window.termsRan = "script"</script><img src="/x.png" onerror="window.termsRan = \'onerror\'"><a href="javascript:window.termsRan=\'link\'">tap</a><p onclick="window.termsRan=\'click\'">end</p>',
    );
    renderWith(demo, <UserAgreementScreen route={route} />);
    const body = await screen.findByTestId('terms-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(body.querySelector('[onclick]')).toBeNull();
    fireEvent.click(screen.getByText('end'));
    fireEvent.click(screen.getByText('tap'));
    body.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(ran.termsRan).toBeUndefined();
    expect(body.textContent).toBe('Rulestapend');
  });
});

describe('register: agreement link and minimum age (spec 5 hints)', () => {
  it('links the user agreement near the register button and opens it in the app', () => {
    const env = renderWith(demo, <RegisterTerms />);
    const link = screen.getByTestId('register-agreement-link');
    expect(screen.getByTestId('register-agreement').textContent).toBe('By registering you agree to the user agreement.');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['user agreement', '/m/useragreement']);
    fireEvent.click(link);
    expect(env.navigate).toHaveBeenCalledWith('/m/useragreement');
  });

  it('states the minimum age from the merchant constant: 18 by default, 21 where the merchant says so', () => {
    renderWith(demo, <RegisterTerms />);
    expect(screen.getByTestId('register-age-hint').textContent).toBe('You must be at least 18 years old to register.');
    cleanup();
    renderWith(merchants.get('jade') as MerchantConfig, <RegisterTerms />);
    expect(screen.getByTestId('register-age-hint').textContent).toBe('You must be at least 21 years old to register.');
  });

  it('in Burmese and Arabic the link, with its text, sits inside the sentence where the language puts it', async () => {
    await switchLanguage('MY');
    renderWith(demo, <RegisterTerms />);
    expect(screen.getByTestId('register-agreement').textContent).toBe('စာရင်းသွင်းခြင်းဖြင့် သင်သည် အသုံးပြုသူ သဘောတူညီချက်ကို သဘောတူပါသည်။');
    expect(screen.getByTestId('register-agreement-link').textContent).toBe('အသုံးပြုသူ သဘောတူညီချက်');
    cleanup();
    await switchLanguage('AR');
    renderWith(demo, <RegisterTerms />);
    expect(screen.getByTestId('register-agreement').textContent).toBe('بالتسجيل فإنك توافق على اتفاقية المستخدم.');
    expect(screen.getByTestId('register-agreement-link').textContent).toBe('اتفاقية المستخدم');
  });

  it("links the path the merchant gives its userAgreement screen, and shows no link where it has none", () => {
    const moved = structuredClone(demo);
    const route = moved.routes.find((r) => r.screen === 'userAgreement') as (typeof moved.routes)[number];
    route.path = '/m/terms';
    const env = renderWith(moved, <RegisterTerms />);
    fireEvent.click(screen.getByTestId('register-agreement-link'));
    expect(env.navigate).toHaveBeenCalledWith('/m/terms');
    cleanup();
    renderWith({ ...demo, routes: demo.routes.filter((r) => r.screen !== 'userAgreement') as MerchantConfig['routes'] }, <RegisterTerms />);
    expect(screen.queryByTestId('register-agreement-link')).toBeNull();
    expect(screen.getByTestId('register-age-hint')).toBeTruthy();
  });
});

describe('a merchant copied from another (npm run new-merchant, the studio)', () => {
  it("has terms that name the new merchant, and validates", () => {
    const dir = mkdtempSync(join(tmpdir(), 'livery-terms-'));
    try {
      copyMerchant('demo', 'lotus', { toDir: dir, name: 'Lotus Club' });
      const english = readFileSync(join(dir, 'lotus', 'assets', 'user-agreement-en.html'), 'utf8');
      expect(english).toContain('<h2>User agreement of Lotus Club</h2>');
      expect(english).not.toContain('Livery Demo');
      expect(readFileSync(join(dir, 'lotus', 'assets', 'user-agreement-ar.html'), 'utf8')).toContain('اتفاقية المستخدم لدى Lotus Club');
      expect(loadMerchant('lotus', dir).errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
