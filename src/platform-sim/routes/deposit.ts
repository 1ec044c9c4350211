/**
 * Deposit (platform-api-member.md §2b; §1 point 3 for depositOffMessage): deposit settings, the methods and
 * channels, deposit promotions, the create-order relay of each kind of method, cancel, urge, receipt upload
 * and an order's state. Orders live in world.wallet.deposits; a pending order turns to success once its
 * `resolvesAt` has passed, checked before every platform call (wallet.ts `settleDeposits`, called in app.ts),
 * and only then is the balance credited (moveMoney, kind 'deposit').
 *
 * Paths and verbs follow §2b. *Unverified* (the simulator's choice, §9 "not found"): every request body of
 * the create-order relays, every answer shape except the channels' `{channels:[{min, max, fixAmounts, banks,
 * code}]}` and the promotions' `minDeposit`, the channel fields `name`, `decimalPlaces` and
 * `expiresInSeconds`, and the order `state` as text.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { fail, jsonBody, ok, str } from '../envelope';
import type { DepositOrder, Member, MerchantWorld } from '../state';
import { cents, nextWalletId, resolveDeposit, settleDeposits } from '../wallet';
import { controlBody, controlSchema, shape, text, whole } from '../control-body';
import { authed, } from './accounts';
import type { SimEnv } from './world';

export const DEPOSIT_OFF_MESSAGE = 'Deposits are under maintenance. Please try again later.';
/** Receipt images above this many bytes are refused with HTTP 413 (the client says "file too large"). */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
/** An order may be urged once a minute. */
const URGE_EVERY_MS = 60_000;

export type DepositKind = 'bank' | 'gateway' | 'qr' | 'ewallet' | 'crypto';

export interface SimBank {
  bankCode: string;
  bankType: string;
  bankName: string;
  accountNo: string;
  accountName: string;
}

export interface SimChannel {
  code: string;
  name: string;
  min: number;
  max: number;
  fixAmounts: number[];
  decimalPlaces: number;
  /** How long the player has to pay a bank transfer or a QR code (*unverified*). */
  expiresInSeconds?: number;
  banks: SimBank[];
  /** Crypto only: local currency per coin. */
  exchangeRate?: number;
}

/** The demo platform's methods, keyed by method code as the channels call answers them. */
export const DEPOSIT_METHODS: Record<string, { kind: DepositKind; relay: string; channels: SimChannel[] }> = {
  MT: {
    kind: 'bank',
    relay: 'MCSFE_manualTransferByRemark',
    channels: [
      {
        code: 'MT_LOCAL',
        name: 'Local bank transfer',
        min: 1000,
        max: 5_000_000,
        fixAmounts: [10_000, 50_000, 100_000, 500_000],
        decimalPlaces: 0,
        expiresInSeconds: 15 * 60,
        banks: [
          { bankCode: 'KBZ', bankType: 'MT', bankName: 'KBZ Bank', accountNo: '0991 2345 6789 01', accountName: 'Livery Payments Co., Ltd.' },
          { bankCode: 'AYA', bankType: 'MT', bankName: 'AYA Bank', accountNo: '2004 8800 1357 24', accountName: 'Livery Payments Co., Ltd.' },
        ],
      },
    ],
  },
  PG: {
    kind: 'gateway',
    relay: 'MCSFE_depositByLaunchUrl',
    channels: [
      { code: 'PG_FAST', name: 'FastPay', min: 5000, max: 2_000_000, fixAmounts: [5000, 20_000, 100_000], decimalPlaces: 2, banks: [] },
      { code: 'PG_EASY', name: 'EasyPay', min: 10_000, max: 1_000_000, fixAmounts: [10_000, 50_000], decimalPlaces: 0, banks: [] },
    ],
  },
  QPQR: {
    kind: 'qr',
    relay: 'MCSFE_depositByQRImageUrl',
    channels: [{ code: 'QR_KPAY', name: 'KBZPay QR', min: 1000, max: 500_000, fixAmounts: [5000, 10_000, 50_000], decimalPlaces: 0, expiresInSeconds: 10 * 60, banks: [] }],
  },
  WAVEPAY: {
    kind: 'ewallet',
    relay: 'MCSFE_depositByLaunchUrl',
    channels: [{ code: 'EW_WAVE', name: 'Wave Money', min: 1000, max: 1_000_000, fixAmounts: [10_000, 30_000, 100_000], decimalPlaces: 0, banks: [] }],
  },
  USDT: {
    kind: 'crypto',
    relay: 'MCSFE_depositVirtualWallet',
    channels: [
      { code: 'USDT_TRC20', name: 'USDT (TRC20)', min: 21_000, max: 21_000_000, fixAmounts: [], decimalPlaces: 2, expiresInSeconds: 30 * 60, banks: [], exchangeRate: 2100 },
    ],
  },
};

/** Deposit promotions (`minDeposit` -1 = none applies; the client filters by amount). */
export const DEPOSIT_PROMOTIONS = [
  { id: 301, name: 'First deposit bonus 20%', minDeposit: 10_000, bonusPercent: 20, maxBonus: 200_000 },
  { id: 302, name: 'Daily reload 5%', minDeposit: 50_000, bonusPercent: 5, maxBonus: 100_000 },
  { id: 303, name: 'Retired offer', minDeposit: -1, bonusPercent: 10, maxBonus: 0 },
];

const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1]?.length ?? 0 : 0);

/** A QR-like picture (a deterministic grid from the order, not a scannable code) as an SVG data URL. */
function qrDataUrl(seed: string): string {
  const bits = createHash('sha256').update(seed).digest();
  const size = 21;
  let cells = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const finder = (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 >= 2 && x % 7 <= 4 && y % 7 >= 2 && y % 7 <= 4) : ((bits[(x * size + y) % 32] ?? 0) >> ((x + y) % 8)) & 1;
      if (on) cells += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" shape-rendering="crispEdges"><rect x="-2" y="-2" width="25" height="25" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What the order answer says about an order of each kind (*unverified* shapes). */
function orderAnswer(order: DepositOrder, kind: DepositKind, channel: SimChannel, bank: SimBank | undefined) {
  const expiresAt = channel.expiresInSeconds ? order.createdAt + channel.expiresInSeconds * 1000 : undefined;
  const base = { depositId: order.id, amount: order.amount, state: order.state, expiresAt, expiresInSeconds: channel.expiresInSeconds };
  switch (kind) {
    case 'bank':
      return { ...base, bankCode: bank?.bankCode, bankName: bank?.bankName, bankAccountNo: bank?.accountNo, bankAccountName: bank?.accountName, remark: order.reference };
    case 'qr':
      return { ...base, qrImageUrl: qrDataUrl(`${order.id}:${order.amount}`) };
    case 'crypto': {
      const rate = channel.exchangeRate ?? 1;
      return { ...base, walletAddress: `TSim${createHash('sha256').update(String(order.id)).digest('hex').slice(0, 30)}`, network: 'TRC20', cryptoAmount: cents(order.amount / rate), currency: 'USDT', exchangeRate: rate };
    }
    default:
      return { ...base, launchUrl: `/__sim/pay/${order.id}` };
  }
}

/** An order's state as the confirmation call answers it. */
export const orderState = (order: DepositOrder) => ({
  depositId: order.id,
  state: order.state,
  amount: order.amount,
  method: order.method,
  channel: order.channel,
  createdAt: order.createdAt,
  reference: order.reference,
  receiptUploaded: order.receiptUploaded === true,
  urgedAt: order.urgedAt ?? null,
});

/** The decoded size and kind of a base64 image (a data URL or bare base64), or why it is refused. */
function readImage(encoded: string): { bytes: number } | { problem: 'empty' | 'notImage' } {
  const base64 = encoded.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!base64) return { problem: 'empty' };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { problem: 'notImage' };
  const head = Buffer.from(base64.slice(0, 24), 'base64');
  const png = head[0] === 0x89 && head[1] === 0x50;
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  const gif = head.subarray(0, 3).toString() === 'GIF';
  const webp = head.subarray(8, 12).toString() === 'WEBP';
  if (!png && !jpeg && !gif && !webp) return { problem: 'notImage' };
  return { bytes: Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) };
}

export function mountDeposit(app: Hono<SimEnv>, now: () => number): void {
  // §1 point 3: deposit errors may carry value.data.depositOffMessage.
  const isOff = (world: MerchantWorld, member: Member) => world.wallet.depositByAccount.get(member.account)?.off ?? world.wallet.depositOff;
  const confirmMs = (world: MerchantWorld, member: Member) => world.wallet.depositByAccount.get(member.account)?.confirmMs ?? world.wallet.depositConfirmMs;
  const depositOff = (c: Context<SimEnv>) => fail(c, 400, 'deposit.off', DEPOSIT_OFF_MESSAGE, { data: { depositOffMessage: DEPOSIT_OFF_MESSAGE } });
  const ownOrder = (world: MerchantWorld, member: Member, id: string) => world.wallet.deposits.find((o) => String(o.id) === id && o.account === member.account);
  const noOrder = (c: Context<SimEnv>) => fail(c, 400, 'deposit.not.found', 'Deposit order not found');
  const notPending = (c: Context<SimEnv>) => fail(c, 400, 'deposit.not.pending', 'This deposit is no longer pending');

  app.get(
    '/wps/relay/MCSFE_getDepositSettings',
    authed((c, member, world) =>
      ok(c, {
        allowDeposit: isOff(world, member) ? 'N' : 'Y',
        ...(isOff(world, member) ? { depositOffMessage: DEPOSIT_OFF_MESSAGE } : {}),
        totalDepositSuccessCount: world.wallet.deposits.filter((o) => o.account === member.account && o.state === 'success').length,
        depositInfo: '',
      }),
    ),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositPaymentChannels',
    authed((c, member, world) => {
      if (isOff(world, member)) return depositOff(c);
      return ok(c, Object.fromEntries(Object.entries(DEPOSIT_METHODS).map(([code, method]) => [code, { channels: method.channels }])));
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositPromotion',
    authed((c) => ok(c, DEPOSIT_PROMOTIONS)),
  );

  // One create-order relay per kind; the body names the method (bankType), channel, bank and amount.
  for (const relay of new Set(Object.values(DEPOSIT_METHODS).map((m) => m.relay))) {
    app.post(
      `/wps/relay/${relay}`,
      authed(async (c, member, world) => {
        if (isOff(world, member)) return depositOff(c);
        const body = await jsonBody(c);
        const methodCode = str(body.bankType);
        const method = DEPOSIT_METHODS[methodCode];
        const channel = method?.channels.find((ch) => ch.code === str(body.channelCode));
        if (!method || method.relay !== relay || !channel) return fail(c, 400, 'deposit.channel.invalid', 'This payment channel is not available');
        const bank = channel.banks.length ? channel.banks.find((b) => b.bankCode === str(body.bankCode)) : undefined;
        if (channel.banks.length && !bank) return fail(c, 400, 'deposit.bank.invalid', 'Please choose a bank');
        const amountText = str(body.amount);
        const amount = Number(amountText);
        if (!amountText || !Number.isFinite(amount) || amount <= 0) return fail(c, 400, 'deposit.amount.invalid', 'Invalid amount');
        if (decimalsOf(amountText) > channel.decimalPlaces) return fail(c, 400, 'deposit.amount.decimals', `The amount may have at most ${channel.decimalPlaces} decimal places`);
        if (amount < channel.min || amount > channel.max) return fail(c, 400, 'deposit.amount.range', `The amount must be between ${channel.min} and ${channel.max}`);
        const promotionId = typeof body.promotionId === 'number' ? body.promotionId : undefined;
        const promotion = promotionId === undefined ? undefined : DEPOSIT_PROMOTIONS.find((p) => p.id === promotionId);
        if (promotionId !== undefined && (!promotion || promotion.minDeposit === -1 || amount < promotion.minDeposit)) {
          return fail(c, 400, 'deposit.promotion.invalid', 'This promotion does not apply to this deposit');
        }
        const id = nextWalletId(world);
        const at = now();
        const order: DepositOrder = {
          id,
          account: member.account,
          method: methodCode,
          channel: channel.code,
          amount: cents(amount),
          state: 'pending',
          createdAt: at,
          resolvesAt: at + confirmMs(world, member),
          reference: `DP${String(id).padStart(6, '0')}`,
          ...(promotion ? { promotionId: promotion.id, bonus: cents(Math.min((amount * promotion.bonusPercent) / 100, promotion.maxBonus)) } : {}),
        };
        world.wallet.deposits.push(order);
        return ok(c, orderAnswer(order, method.kind, channel, bank));
      }),
    );
  }

  app.post(
    '/wps/relay/MCSFE_cancelDeposit',
    authed(async (c, member, world) => {
      const order = ownOrder(world, member, str((await jsonBody(c)).depositId));
      if (!order) return noOrder(c);
      if (order.state !== 'pending') return notPending(c);
      order.state = 'cancelled';
      order.resolvesAt = undefined;
      return ok(c, orderState(order));
    }),
  );

  app.post(
    '/wps/relay/MCSFE_initiateReminder',
    authed(async (c, member, world) => {
      const order = ownOrder(world, member, str((await jsonBody(c)).depositId));
      if (!order) return noOrder(c);
      if (order.state !== 'pending') return notPending(c);
      if (order.urgedAt !== undefined && now() - order.urgedAt < URGE_EVERY_MS) return fail(c, 400, 'deposit.reminder.tooSoon', 'You have already sent a reminder. Please wait a minute.');
      order.urgedAt = now();
      return ok(c, orderState(order));
    }),
  );

  app.post(
    '/wps/relay/MCSFE_uploadDepositEncodedImage',
    authed(async (c, member, world) => {
      const body = await jsonBody(c);
      const order = ownOrder(world, member, str(body.depositId));
      if (!order) return noOrder(c);
      if (order.state !== 'pending') return notPending(c);
      const image = readImage(typeof body.encodedImage === 'string' ? body.encodedImage : '');
      if ('problem' in image) return fail(c, 400, 'deposit.receipt.invalid', 'Please upload an image file');
      // §1 point 3: 413 means the file is too large.
      if (image.bytes > RECEIPT_MAX_BYTES) return c.json({ success: false, errorCode: 'file.too.large', message: 'File too large' }, 413);
      order.receiptUploaded = true;
      return ok(c, orderState(order));
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositConfirmationDetail',
    authed((c, member, world) => {
      const order = ownOrder(world, member, c.req.query('depositId') ?? '');
      return order ? ok(c, orderState(order)) : noOrder(c);
    }),
  );
}

export interface DepositControlTarget {
  worlds: Map<string, MerchantWorld>;
  now: () => number;
}

/** A day: the longest a deposit may stay pending before the platform confirms it. */
const CONFIRM_MS_MAX = 86_400_000;
const depositSettingsBody = controlSchema<{ off?: boolean; confirmMs?: number; account?: string }>(
  shape({ off: { type: 'boolean' }, confirmMs: whole(0, CONFIRM_MS_MAX), account: text(64, 1) }),
);
/** How a control call ends a pending order (deposits here, withdrawals in routes/withdraw.ts). */
export const resolveBody = controlSchema<{ state: 'success' | 'failed' }>(shape({ state: { enum: ['success', 'failed'] } }, ['state']));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function mountDepositControl(app: Hono<SimEnv>, target: DepositControlTarget): void {
  const world = (c: Context) => target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
  const unknown = (c: Context) => c.json({ error: 'unknown merchant' }, 404);

  app.patch('/__sim/wallet/deposit', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, depositSettingsBody);
    if (body instanceof Response) return body;
    const { off, confirmMs } = body;
    // With `account`, only that member's deposits (a test's own member); else the merchant's.
    if (body.account) {
      const own = { ...w.wallet.depositByAccount.get(body.account) };
      if (off !== undefined) own.off = off;
      if (confirmMs !== undefined) own.confirmMs = confirmMs;
      w.wallet.depositByAccount.set(body.account, own);
      return c.json({ account: body.account, off: own.off ?? w.wallet.depositOff, confirmMs: own.confirmMs ?? w.wallet.depositConfirmMs });
    }
    if (off !== undefined) w.wallet.depositOff = off;
    if (confirmMs !== undefined) w.wallet.depositConfirmMs = confirmMs;
    return c.json({ off: w.wallet.depositOff, confirmMs: w.wallet.depositConfirmMs });
  });

  app.get('/__sim/deposits', (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    settleDeposits(w, target.now());
    const account = c.req.query('account');
    return c.json(w.wallet.deposits.filter((o) => !account || o.account === account));
  });

  app.post('/__sim/deposits/:id/resolve', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    settleDeposits(w, target.now());
    const order = w.wallet.deposits.find((o) => String(o.id) === c.req.param('id'));
    if (!order) return c.json({ error: 'no such deposit' }, 404);
    const body = await controlBody(c, resolveBody);
    if (body instanceof Response) return body;
    const { state } = body;
    if (order.state !== 'pending') return c.json({ error: `the deposit is ${order.state}, not pending` }, 409);
    resolveDeposit(w, order, state, target.now());
    return c.json(order);
  });

  // The simulated payment page a gateway's launch URL opens (never an external host).
  app.get('/__sim/pay/:id', (c) => {
    const id = escapeHtml(c.req.param('id'));
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment page (simulated)</title></head><body><main data-testid="sim-pay"><h1>Payment page (simulated)</h1><p>Deposit order ${id}</p></main></body></html>`,
      200,
      { 'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'" },
    );
  });
}
