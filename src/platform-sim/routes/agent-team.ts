/**
 * Team management and rebate setting (issue 18; platform-api-member.md §7 and §2e): a downline's rebate
 * rates per product (read and set within the agent's own), the agent's own rebate table, promoting a
 * player to agent, the transfer to a downline (encrypted, funds password) and a downline's mobile number.
 *
 * Paths and verbs are those of the member centre's map (PUT updateDownlineRebates, form-encoded PUT
 * promoteDownlineToAgent, encrypted PUT transferDownline, GET MCSFE_getDownlineRebates q {customerId},
 * GET /wps/agent/downline/mobile). *Unverified* (the simulator's choice): MCSFE_getRebateSettings (the
 * agent's own table), every field beyond the rows `{rebateSettId, type, productType, rebateValue}` and
 * `value.configs`, the body fields `customerId`, `amount`, `paymentPassword`, and every answer shape.
 *
 * A row's `rebateSettId` names one account's setting for one product (account id × 100 + product), so the
 * PUT's rows alone say whose rates change, as the member centre sends them (`data: e.rebate`).
 * Only agent kinds (1, 2, 41, 42) are served, and only about their direct downlines.
 */
import type { Context, Hono } from 'hono';
import type { RsaKeyPair } from '../encryption';
import { fail, ok, str } from '../envelope';
import type { Member, MerchantWorld } from '../state';
import { cents, moveMoney, nextWalletId } from '../wallet';
import { authed, encryptedPayload } from './accounts';
import { AGENT_TYPES, REBATE_PRODUCTS, type RebateProduct, rebateOf } from './agent';
import { fundsRefusal, maskNumber } from './security';
import type { SimEnv } from './world';

/** A white-label switch of the simulator (*unverified* name): on, agents see their downlines' whole mobile numbers. */
export const SHOW_MOBILE_FLAG = 'AGEDOWNMOBILE3';

const NO_PERMISSION = 'Sorry, this account does not have permission or the feature is temporarily unavailable';

const settId = (member: Member, product: RebateProduct) => member.id * 100 + REBATE_PRODUCTS.indexOf(product) + 1;
const rowType = (product: RebateProduct) => (product === 'LOTT' || product === 'ELOTT' ? 'LOTTERY' : 'GAME');

/** A member's rebate rows; `upline` adds each product's `max`, the upline's own rate (what it may hand out). */
export function rebateRows(w: MerchantWorld, member: Member, upline?: Member) {
  return REBATE_PRODUCTS.map((product) => ({
    rebateSettId: settId(member, product),
    type: rowType(product),
    productType: product,
    rebateValue: rebateOf(w, member, product),
    ...(upline ? { max: rebateOf(w, upline, product) } : {}),
  }));
}

/** Pins a member's rates per product to what they read now (before its type changes what the defaults are). */
function pinRates(w: MerchantWorld, member: Member): void {
  w.productRebates.set(member.account, Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, rebateOf(w, member, p)])));
}

/** Percent with at most two decimals. */
const RATE = /^\d+(\.\d{1,2})?$/;

type Change = { account: string; product: RebateProduct; value: number };
type Refusal = { code: string; message: string; value?: Record<string, unknown> };

/** One row of a PUT as a change, or why it is refused (not the agent's downline's, a value over the agent's own). */
function rowChange(w: MerchantWorld, agent: Member, row: Record<string, unknown>): Change | Refusal {
  const id = Number(row.rebateSettId);
  const product = REBATE_PRODUCTS.find((p) => p === str(row.productType));
  const member = [...w.members.values()].find((m) => Math.floor(id / 100) === m.id);
  if (!product || !member || member.upline !== agent.account || settId(member, product) !== id) return { code: 'agent.downline.invalid', message: 'Incorrect agent information' };
  const text = str(row.rebateValue);
  const max = rebateOf(w, agent, product);
  // The product and its limit also travel in `value`, so a form can name them in the player's language.
  if (!RATE.test(text)) return { code: 'rebate.value.invalid', message: `The ${product} rebate must be a number with at most 2 decimals`, value: { productType: product, max } };
  if (Number(text) > max) return { code: 'rebate.exceed.upline', message: `The ${product} rebate cannot be higher than the upline's ${max}%`, value: { productType: product, max } };
  return { account: member.account, product, value: Number(text) };
}

/** The rows of a PUT as changes, or the first row's refusal (all or nothing). */
function rebateChanges(w: MerchantWorld, agent: Member, body: unknown): Change[] | Refusal {
  if (!Array.isArray(body) || body.length === 0) return { code: 'param.invalid', message: 'Unknown error' };
  const changes: Change[] = [];
  for (const row of body) {
    const change = rowChange(w, agent, row && typeof row === 'object' ? (row as Record<string, unknown>) : {});
    if (!('account' in change)) return change;
    changes.push(change);
  }
  return changes;
}

export function mountAgentTeam(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {
  type Handler = (c: Context<SimEnv>, agent: Member, w: MerchantWorld) => Response | Promise<Response>;
  const agentOnly = (handler: Handler) =>
    authed((c, member, w) => (AGENT_TYPES.includes(member.type) ? handler(c, member, w) : fail(c, 400, 'agent.not.allowed', 'Non-agents cannot log in')));
  /** The agent's direct downline with that customer id, if it is one. */
  const downlineOf = (w: MerchantWorld, agent: Member, customerId: unknown) => {
    const id = Number(str(customerId));
    return [...w.members.values()].find((m) => m.id === id && m.upline === agent.account);
  };
  const notDownline = (c: Context<SimEnv>) => fail(c, 400, 'agent.downline.invalid', 'Incorrect agent information');

  // AGEDOWNMAN3: a direct downline's rates, each with the agent's own as its `max`.
  app.get(
    '/wps/relay/MCSFE_getDownlineRebates',
    agentOnly((c, agent, w) => {
      const member = downlineOf(w, agent, c.req.query('customerId'));
      if (!member) return notDownline(c);
      return ok(c, { customerId: member.id, customerName: member.account, configs: rebateRows(w, member, agent) });
    }),
  );

  // The agent's own table: what it may hand out per product (path and shape *unverified*).
  app.get(
    '/wps/relay/MCSFE_getRebateSettings',
    agentOnly((c, agent, w) => ok(c, { customerId: agent.id, customerName: agent.account, configs: rebateRows(w, agent) })),
  );

  // Sets rates per product: a JSON array of rows; all or nothing (the first bad row refuses the whole call).
  app.put(
    '/wps/agent/updateDownlineRebates',
    agentOnly(async (c, agent, w) => {
      const changes = rebateChanges(w, agent, await c.req.json().catch(() => undefined));
      if (!Array.isArray(changes)) return fail(c, 400, changes.code, changes.message, changes.value);
      for (const { account, product, value } of changes) {
        const member = w.members.get(account) as Member;
        if (!w.productRebates.has(account)) pinRates(w, member);
        (w.productRebates.get(account) as Record<string, number>)[product] = value;
      }
      return ok(c, null);
    }),
  );

  // A player below the agent becomes an agent (type 1), keeping its rates; form-encoded {customerId}.
  app.put(
    '/wps/agent/promoteDownlineToAgent',
    agentOnly(async (c, agent, w) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const member = downlineOf(w, agent, form.customerId);
      if (!member) return notDownline(c);
      if (member.type !== 0) return fail(c, 400, 'agent.promote.invalid', NO_PERMISSION);
      pinRates(w, member);
      member.type = 1;
      return ok(c, { customerId: member.id, customerName: member.account, type: member.type });
    }),
  );

  // Agent to downline: encrypted {customerId, amount, paymentPassword}; both balances and account records move.
  app.put(
    '/wps/agent/transferDownline',
    agentOnly(async (c, agent, w) => {
      const body = await encryptedPayload(c, pair);
      if (body instanceof Response) return body;
      const member = downlineOf(w, agent, body.customerId);
      if (!member) return notDownline(c);
      const raw = str(body.amount);
      const amount = Number(raw);
      if (!/^\d+(\.\d{1,2})?$/.test(raw) || !(amount > 0)) return fail(c, 400, 'amount.invalid', 'Please enter a valid amount', { field: 'amount' });
      if (amount > agent.balance) return fail(c, 400, 'insufficient.balance', 'Insufficient balance', { field: 'amount' });
      const refused = fundsRefusal(c, w, agent, str(body.paymentPassword));
      if (refused) return refused;
      const orderNo = `TD${nextWalletId(w)}`;
      moveMoney(w, agent, { kind: 'transfer', amount: -amount, remark: `Transfer to downline ${member.account}`, orderNo }, now());
      moveMoney(w, member, { kind: 'transfer', amount, remark: `Transfer from upline ${agent.account}`, orderNo }, now());
      return ok(c, { orderNo, amount: cents(amount), balance: agent.balance, downlineBalance: member.balance });
    }),
  );

  // A downline's mobile number: masked (the last 4 digits) unless the merchant's switch shows it whole.
  app.get(
    '/wps/agent/downline/mobile',
    agentOnly((c, agent, w) => {
      const member = downlineOf(w, agent, c.req.query('customerId'));
      if (!member) return notDownline(c);
      const whole = w.flags[SHOW_MOBILE_FLAG] === true;
      const mobile = member.mobile ?? '';
      return ok(c, { mobile: whole ? mobile : maskNumber(mobile), masked: !whole && mobile.length > 0 });
    }),
  );
}
