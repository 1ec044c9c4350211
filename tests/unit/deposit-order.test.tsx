// @vitest-environment jsdom
/**
 * The deposit order view on its own: a pending order's state is asked again and again while it shows and
 * no more once it is gone; a success refreshes the wallet (the header balance); a launch URL or QR image
 * that is neither a same-origin path, an https address nor an inline image is not followed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { DepositOrder } from '../../src/api/deposit';
import { configureApi } from '../../src/api/http';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { DepositOrderView } from '../../src/widgets/deposit/deposit-order';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const polls = new Map<string, number>();
const states = new Map<string, string>();

beforeAll(async () => {
  await initI18n('EN');
  configureApi({
    baseUrl: 'http://sim.test',
    merchantCode: 'DEMO',
    language: () => 'EN',
    token: () => 't',
    fetch: async (input) => {
      const id = new URL(String(input)).searchParams.get('depositId') ?? '';
      polls.set(id, (polls.get(id) ?? 0) + 1);
      return new Response(JSON.stringify({ success: true, value: { depositId: id, state: states.get(id) ?? 'pending', receiptUploaded: false } }));
    },
  });
});
afterEach(() => {
  cleanup();
  polls.clear();
  states.clear();
});

const gateway = (depositId: string, launchUrl = '/__sim/pay/1'): DepositOrder => ({ kind: 'gateway', depositId, amount: 5000, state: 'pending', launchUrl });

function show(orders: DepositOrder[], client = new QueryClient()) {
  const view = (order: DepositOrder) => <DepositOrderView key={order.depositId} order={order} onDone={() => undefined} pollMs={20} />;
  const tree = (list: DepositOrder[]) => (
    <QueryClientProvider client={client}>
      <WidgetEnvContext.Provider value={fakeWidgetEnv(config)}>{list.map(view)}</WidgetEnvContext.Provider>
    </QueryClientProvider>
  );
  const result = render(tree(orders));
  return { ...result, showOnly: (list: DepositOrder[]) => result.rerender(tree(list)) };
}

describe('deposit order view', () => {
  it('asks a pending order again while it shows, and no more once it is gone', async () => {
    const { showOnly } = show([gateway('A'), gateway('B')]);
    await waitFor(() => expect(polls.get('A')).toBeGreaterThanOrEqual(3));
    showOnly([gateway('B')]);
    const afterLeaving = polls.get('A');
    const bNow = polls.get('B') ?? 0;
    await waitFor(() => expect(polls.get('B')).toBeGreaterThanOrEqual(bNow + 5));
    expect(polls.get('A')).toBe(afterLeaving);
  });

  it('stops asking once the order leaves pending, and a success refreshes the wallet', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    states.set('C', 'success');
    show([gateway('C'), gateway('D')], client);
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'wallet'] }));
    const done = polls.get('C');
    const dNow = polls.get('D') ?? 0;
    await waitFor(() => expect(polls.get('D')).toBeGreaterThanOrEqual(dNow + 5));
    expect(polls.get('C')).toBe(done);
  });

  it('does not follow a launch URL on another scheme or an unsafe QR image', async () => {
    show([gateway('E', 'javascript:alert(1)'), { kind: 'qr', depositId: 'F', amount: 1, state: 'pending', qrImage: 'data:text/html;base64,PHNjcmlwdD4=' }]);
    expect(screen.queryByTestId('deposit-open-payment')).toBeNull();
    expect(screen.queryByTestId('deposit-qr')).toBeNull();
    expect(screen.getAllByText('The payment details cannot be shown. Please contact customer service.')).toHaveLength(2);
  });
});
