// @vitest-environment jsdom
/**
 * The balance and member-centre rules on their own (spec 2.12, 2.14, 4 "Balance", 5, 9 "Balance: 2
 * decimals"): money to 2 decimals in the player's locale with its currency symbol; a hidden balance is one
 * asterisk per character; days since registration are whole days; a refresh without a session goes to
 * /m/login and makes no call; the list's rules (agency centre, withdrawal, transfer to upline, mission).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { isShown, permissionsFor, resolveSite } from '../../src/config/resolve';
import { initI18n } from '../../src/i18n/setup';
import { daysSince, formatMoney, maskText } from '../../src/lib/money';
import { useSessionStore } from '../../src/state/session';
import { BalanceButtons, useBalance } from '../../src/ui/balance';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const site = resolveSite(config, undefined);

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

describe('money and days', () => {
  it('formats the balance with its currency symbol to exactly 2 decimals, grouped for the locale', () => {
    expect(formatMoney(12345.678, 'K', 'en')).toBe('K12,345.68');
    expect(formatMoney(5, '$', 'en')).toBe('$5.00');
    expect(formatMoney(1234.5, '€', 'de')).toBe('€1.234,50');
    expect(formatMoney(0, 'K', 'my')).toBe(`K${new Intl.NumberFormat('my', { minimumFractionDigits: 2 }).format(0)}`);
  });

  it('puts the symbol where the platform says (F before, B after) and the sign first', () => {
    expect(formatMoney(1234.5, '฿', 'en', 'B')).toBe('1,234.50\u00a0฿');
    expect(formatMoney(1234.5, 'K', 'en', 'F')).toBe('K1,234.50');
    expect(formatMoney(-40, 'K', 'en')).toBe('-K40.00');
    expect(formatMoney(-40, '฿', 'en', 'B')).toBe('-40.00\u00a0฿');
    expect(formatMoney(-0.004, 'K', 'en')).toBe('K0.00');
    expect(formatMoney(7, '', 'en')).toBe('7.00');
  });

  it('a hidden balance shows one asterisk per character', () => {
    expect(maskText('K12,345.68')).toBe('**********');
    expect(maskText('')).toBe('');
  });

  it('days since registration are whole days, never negative', () => {
    const day = 86_400_000;
    const now = Date.UTC(2026, 0, 31, 12);
    expect(daysSince(now - 30 * day, now)).toBe(30);
    expect(daysSince(now - 30 * day + 1, now)).toBe(29);
    expect(daysSince(now - day / 2, now)).toBe(0);
    expect(daysSince(now + day, now)).toBe(0);
  });
});

describe('member-centre list rules (config when + permissions)', () => {
  const list = config.memberCentre.list;
  const shownIds = (member: { type: number; toUpline?: boolean } | undefined, promos = { referral: true, mission: true }) =>
    list.filter((item) => isShown(item.when, site, permissionsFor(member, site, promos))).map((item) => item.id);

  it('agency centre only for agent types; help and feedback always', () => {
    for (const type of [0, 4, 40]) expect(shownIds({ type })).not.toContain('agencyCentre');
    for (const type of [1, 2, 41, 42]) expect(shownIds({ type })).toContain('agencyCentre');
    for (const member of [undefined, { type: 0 }, { type: 4 }, { type: 1 }]) expect(shownIds(member)).toEqual(expect.arrayContaining(['helpCentre', 'feedback']));
  });

  it('withdraw report only where withdrawal is allowed', () => {
    expect(shownIds({ type: 0 })).toContain('withdrawReport');
    expect(shownIds({ type: 40 })).not.toContain('withdrawReport');
    expect(shownIds({ type: 4 })).not.toContain('withdrawReport');
  });

  it('transfer to upline only with toUpline and type not 2', () => {
    expect(shownIds({ type: 0, toUpline: true })).toContain('uplineTransfer');
    expect(shownIds({ type: 0, toUpline: false })).not.toContain('uplineTransfer');
    expect(shownIds({ type: 2, toUpline: true })).not.toContain('uplineTransfer');
  });

  it('mission activity only with the MISSION promotion', () => {
    expect(shownIds({ type: 0 }, { referral: true, mission: false })).not.toContain('missionActivity');
    expect(shownIds({ type: 0 }, { referral: true, mission: true })).toContain('missionActivity');
  });
});

function Probe() {
  const view = useBalance();
  return <BalanceButtons view={view} />;
}

describe('balance refresh', () => {
  it('without a session goes to /m/login and makes no call', () => {
    const env = fakeWidgetEnv(config, { site });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WidgetEnvContext.Provider value={env}>
          <Probe />
        </WidgetEnvContext.Provider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(env.navigate).toHaveBeenCalledWith('/m/login');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
