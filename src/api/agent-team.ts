/**
 * Team management and rebate setting (issue 18; platform-api-member.md §7, §2e; module AGEDOWNMAN3): the
 * direct downlines page by page, a downline's rebate rows per product (each with the agent's own as its
 * limit) and their update, the agent's own rebate table, promoting a player to agent, the transfer to a
 * downline (encrypted, funds password) and a downline's mobile number.
 *
 * Seen in the member centre: the paths, PUT with the rows `{rebateSettId, type, productType, rebateValue}`
 * (inferred), `value.configs`, the form-encoded promote, the encrypted transfer. *Unverified* (the
 * simulator's choice): MCSFE_getRebateSettings, each row's `max`, the fields `customerId`, `amount`,
 * `paymentPassword`, the refusal codes and every answer shape.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getDownlines } from './agent';
import { request } from './http';
import { type Json, list, number, object, optionalNumber, optionalText, text } from './parse';

const MODULE = 'AGEDOWNMAN3';

// ---------------------------------------------------------------- downlines, page by page

/** The agent's direct downlines whose name contains `search` (all when empty), 20 a page. */
export const downlinePagesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['agent', 'downlines', 'pages', search],
    queryFn: ({ pageParam, signal }) => getDownlines({ pageNo: pageParam, pageSize: 20, ...(search ? { username: search } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

/**
 * One downline by its exact account (a detail opened from the address): the search matches every name that
 * contains the account ("a_1" also finds "a_10" … "a_199"), so its pages are read until the exact one is found.
 */
export async function findDownline(account: string, signal?: AbortSignal) {
  for (let pageNo = 1; ; pageNo++) {
    const page = await getDownlines({ username: account, pageNo, pageSize: 100 }, signal);
    const found = page.items.find((d) => d.account === account);
    if (found) return found;
    if (page.pageNum >= page.totalPages || page.items.length === 0) return null;
  }
}

export const downlineQuery = (account: string) =>
  queryOptions({ queryKey: ['agent', 'downlines', 'one', account], queryFn: ({ signal }) => findDownline(account, signal) });

// ---------------------------------------------------------------- rebate rows

export interface RebateRow {
  rebateSettId: number;
  type: string;
  productType: string;
  /** Percent. */
  rebateValue: number;
  /** The upline's (the agent's) own rate for the product: the most it may give. Absent on the agent's own table. */
  max?: number;
}

export interface RebateTable {
  customerId: string;
  customerName: string;
  configs: RebateRow[];
}

const parseRow = (r: Json): RebateRow => {
  const max = optionalNumber(r, 'max');
  return {
    rebateSettId: number(r, 'rebateSettId'),
    type: optionalText(r, 'type') ?? '',
    productType: text(r, 'productType'),
    rebateValue: number(r, 'rebateValue'),
    ...(max === undefined ? {} : { max }),
  };
};

export function parseRebateTable(value: unknown): RebateTable {
  const r = object(value, 'rebates');
  return {
    customerId: optionalText(r, 'customerId') ?? '',
    customerName: optionalText(r, 'customerName') ?? '',
    configs: list(r.configs, 'configs', (e) => parseRow(object(e, 'config'))),
  };
}

export const getDownlineRebates = (customerId: string, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getDownlineRebates', { query: { customerId }, moduleId: MODULE, parse: parseRebateTable, signal });

export const downlineRebatesQuery = (customerId: string) =>
  queryOptions({ queryKey: ['agent', 'rebates', customerId], queryFn: ({ signal }) => getDownlineRebates(customerId, signal) });

/** The agent's own rates: what it may hand out per product. */
export const getOwnRebates = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getRebateSettings', { parse: parseRebateTable, signal });

export const ownRebatesQuery = () => queryOptions({ queryKey: ['agent', 'rebates', 'own'], queryFn: ({ signal }) => getOwnRebates(signal) });

export type RebateUpdate = Pick<RebateRow, 'rebateSettId' | 'type' | 'productType' | 'rebateValue'>;

/** The rows as the member centre sends them (`data: e.rebate`): no `max`. */
export const updateDownlineRebates = (rows: RebateUpdate[]) =>
  request('/wps/agent/updateDownlineRebates', {
    method: 'PUT',
    moduleId: MODULE,
    body: rows.map(({ rebateSettId, type, productType, rebateValue }) => ({ rebateSettId, type, productType, rebateValue })),
    parse: () => null,
  });

export function useUpdateDownlineRebates(customerId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateDownlineRebates, onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'rebates', customerId] }) });
}

// ---------------------------------------------------------------- promote, transfer, mobile

export const promoteDownline = (customerId: string) =>
  request('/wps/agent/promoteDownlineToAgent', {
    method: 'PUT',
    moduleId: MODULE,
    form: { customerId },
    parse: (value) => ({ type: number(object(value, 'promoted'), 'type') }),
  });

export function usePromoteDownline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: promoteDownline, onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'downlines'] }) });
}

export interface DownlineTransfer {
  orderNo: string;
  amount: number;
  /** The agent's balance afterwards. */
  balance: number;
}

export function parseDownlineTransfer(value: unknown): DownlineTransfer {
  const r = object(value, 'transfer');
  return { orderNo: optionalText(r, 'orderNo') ?? '', amount: number(r, 'amount'), balance: number(r, 'balance') };
}

/** `amount` as typed (2 decimals at most); the platform checks it against the balance and the funds password. */
export const transferToDownline = (customerId: string, amount: string, paymentPassword: string) =>
  request('/wps/agent/transferDownline', {
    method: 'PUT',
    encrypted: true,
    moduleId: 'FUNDTRANS3',
    body: { customerId, amount, paymentPassword },
    parse: parseDownlineTransfer,
  });

export interface DownlineMobile {
  /** As the platform gives it: whole, or masked (`******5678`) unless the merchant allows it; '' when none is bound. */
  mobile: string;
  masked: boolean;
}

export function parseDownlineMobile(value: unknown): DownlineMobile {
  const r = object(value, 'mobile');
  return { mobile: optionalText(r, 'mobile') ?? '', masked: r.masked === true };
}

export const getDownlineMobile = (customerId: string, signal?: AbortSignal) =>
  request('/wps/agent/downline/mobile', { query: { customerId }, moduleId: MODULE, parse: parseDownlineMobile, signal });

export const downlineMobileQuery = (customerId: string) =>
  queryOptions({ queryKey: ['agent', 'mobile', customerId], queryFn: ({ signal }) => getDownlineMobile(customerId, signal) });
