// @vitest-environment jsdom
/**
 * The records' shared list on its own, with a fake page fetcher: the first page and the range's totals, the
 * "Load more" fallback where there is no IntersectionObserver (jsdom has none), a filter that asks again
 * from page 1, a failure with retry that keeps the filter and the range, and a custom range refused
 * without a call.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { configureApi } from '../../src/api/http';
import type { DayRange, Filters, RecordPage } from '../../src/api/records';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { RecordList } from '../../src/ui/record-list';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
type Row = { id: string; amount: number };

beforeAll(async () => {
  await initI18n('EN');
  const wallet = { success: true, value: { sumBalance: 1, currency: 'MMK', currencySymbol: 'K' } };
  configureApi({ baseUrl: 'http://sim.test', merchantCode: 'DEMO', language: () => 'EN', token: () => 't', fetch: async () => new Response(JSON.stringify(wallet)) });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

function setup() {
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false });
  const calls: { range: DayRange; filters: Filters; page: number }[] = [];
  let failNext = false;
  const fetchPage = vi.fn(async (range: DayRange, filters: Filters, page: number): Promise<RecordPage<Row, { amount: number }>> => {
    calls.push({ range, filters, page });
    if (failNext) {
      failNext = false;
      throw new Error('refused');
    }
    return { rows: Array.from({ length: 10 }, (_, i) => ({ id: `${page}-${i}`, amount: page * 100 + i })), totalPages: 3, footer: { amount: 123 } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WidgetEnvContext.Provider value={fakeWidgetEnv(config)}>
        <RecordList<Row, { amount: number }>
          kind="test"
          screen="depositRecord"
          fetchPage={fetchPage}
          filters={() => [{ kind: 'select', name: 'state', label: 'State', options: [{ value: '', label: 'All' }, { value: '3', label: 'Done' }] }]}
          view={(row, f) => ({ key: row.id, title: `row ${row.id}`, amount: f.money(row.amount), details: [{ label: 'Id', value: row.id }] })}
          totals={(footer, _rows, f) => [{ label: 'Total', value: f.money(footer.amount) }]}
        />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return { calls, fetchPage, failNext: () => (failNext = true) };
}

const rowCount = () => screen.queryAllByTestId('records-row').length;

describe('the record list', () => {
  it('shows the first page with the totals, loads more with the button, and a filter asks again from page 1', async () => {
    const { calls } = setup();
    await waitFor(() => expect(rowCount()).toBe(10));
    await waitFor(() => expect(screen.getByTestId('records-totals').textContent).toContain('K123.00'));
    const today = calls[0]?.range;
    expect(today && today.end - today.start).toBe(86_400_000 - 1);

    fireEvent.click(screen.getByTestId('records-more'));
    await waitFor(() => expect(rowCount()).toBe(20));
    expect(calls.at(-1)).toMatchObject({ page: 2, range: today });

    fireEvent.change(screen.getByTestId('records-filter-state'), { target: { value: '3' } });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, filters: { state: '3' } }));
    await waitFor(() => expect(rowCount()).toBe(10));

    // Detail on tap.
    fireEvent.click(within(screen.getAllByTestId('records-row')[0] as HTMLElement).getByRole('button'));
    expect(screen.getByTestId('records-detail').textContent).toContain('Id');
  });

  it('a failure shows retry; retry asks again with the same range and filter', async () => {
    const { calls, failNext } = setup();
    await waitFor(() => expect(rowCount()).toBe(10));
    fireEvent.change(screen.getByTestId('records-filter-state'), { target: { value: '3' } });
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual({ state: '3' }));
    failNext();
    fireEvent.click(screen.getByTestId('records-range-week'));
    const alert = await screen.findByRole('alert');
    expect((screen.getByTestId('records-filter-state') as HTMLSelectElement).value).toBe('3');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowCount()).toBe(10));
    const [failed, retried] = calls.slice(-2);
    expect(retried).toEqual(failed);
    expect(retried?.range && Math.round((retried.range.end - retried.range.start) / 86_400_000)).toBe(7);
  });

  it('a custom range over 30 days is explained and not asked for', async () => {
    const { calls } = setup();
    await waitFor(() => expect(rowCount()).toBe(10));
    const before = calls.length;
    fireEvent.click(screen.getByTestId('records-range-custom'));
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2020-01-01' } });
    expect(screen.getByTestId('records-range-error').textContent).toBe('Choose a range of at most 30 days.');
    expect(screen.queryByTestId('records-list')).toBeNull();
    expect(calls.length).toBe(before);
  });
});
