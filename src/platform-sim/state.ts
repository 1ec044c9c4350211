/** The simulator's in-memory platform state, one world per platform merchant code. */
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { type ActivitiesWorld, seedActivities } from './data/activities';

export interface SimStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  /** The platform refuses the caller's IP (access-denied page). */
  ipRestricted: boolean;
  info: string;
}

export interface Member {
  id: number;
  account: string;
  password: string;
  nickname: string;
  regDate: number;
  type: number;
  toUpline: boolean;
  mobile?: string;
  balance: number;
  upline?: string;
  /** Head icon path (PROFPIC3). */
  icon?: string;
  /** Second factor demanded at login (login_verify_required). */
  verify?: 'sms';
  /** The next login is the member's first (login answers firstTimeLogin until the password is changed). */
  firstTimeLogin?: boolean;
  /** The password has expired (login answers passwordExpired until the password is changed). */
  passwordExpired?: boolean;
  /**
   * A login refusal the platform gives this account after its password checks out: self-exclusion
   * (HTTP 500), a session moved to another IP, rate limiting, or an account that is not a member.
   */
  refuse?: 'selfExcluded' | 'ipChanged' | 'rateLimited' | 'nonMember';
  /** Game launches still refused with #734 (the previous game has not finished); each refusal uses one up. */
  unfinishedGame?: number;
  /** Bound e-mail address (security centre). */
  email?: string;
  /** The real name withdrawals are paid to (security centre "payee name"). */
  payeeName?: string;
  /** Google Authenticator: the base32 secret issued, and whether a code has confirmed it. */
  gaSecret?: string;
  gaBound?: boolean;
  /** Social sign-in: the provider's user id this member is linked to, per provider (routes/social-login.ts). */
  social?: Partial<Record<'facebook' | 'google', string>>;
}

/**
 * The wallet's state (issue 14; wire shapes in shared/platform-api-member.md §2–4). Every money movement goes
 * through wallet.ts `moveMoney`, so the balance, the account record and the reports agree.
 */
export type DepositState = 'pending' | 'success' | 'failed' | 'cancelled';
export type WithdrawState = 'pending' | 'success' | 'failed';

export interface DepositOrder {
  id: number;
  account: string;
  /** Method code (MT, PG, QR, EW, USDT …) and channel code within it. */
  method: string;
  channel: string;
  amount: number;
  state: DepositState;
  createdAt: number;
  /** A pending order turns to `success` at this time (the control API can resolve or fail it earlier). */
  resolvesAt?: number;
  /** The remark / reference the player writes on a bank transfer. */
  reference: string;
  promotionId?: number;
  /** The promotion's bonus, credited with the deposit when it succeeds. */
  bonus?: number;
  receiptUploaded?: boolean;
  urgedAt?: number;
}

export interface WithdrawOrder {
  id: number;
  account: string;
  amount: number;
  fee: number;
  bankCardId: number;
  state: WithdrawState;
  createdAt: number;
}

/** Account-record transaction kinds (the codeTypes of ODSFE2_MemTransDet). */
export type TransactionKind = 'deposit' | 'withdraw' | 'betting' | 'winning' | 'betting_rebate' | 'bonus' | 'transfer' | 'other';

export interface Transaction {
  id: number;
  account: string;
  kind: TransactionKind;
  /** Signed: money in is positive. */
  amount: number;
  balanceAfter: number;
  remark: string;
  orderNo: string;
  at: number;
}

export interface BankCard {
  id: number;
  /** B = bank card, V = virtual (crypto) wallet. */
  cardType: 'B' | 'V';
  bankCode: string;
  bankName: string;
  /** Bank card number or wallet address, stored whole; answers mask it. */
  cardNumber: string;
  payeeName: string;
  walletType?: string;
  /** The bank template's custom fields as bound: setting id → value. */
  customFields?: Record<string, string>;
  createdAt: number;
}

export interface TurnoverItem {
  gameType: string;
  required: number;
  actual: number;
}

export interface WalletWorld {
  deposits: DepositOrder[];
  withdrawals: WithdrawOrder[];
  transactions: Transaction[];
  bankCards: Map<string, BankCard[]>;
  /** Funds (payment) passwords per account; absent = none set. */
  fundsPasswords: Map<string, string>;
  /** Turnover still required per account; absent or all met = withdrawals allowed. */
  turnover: Map<string, TurnoverItem[]>;
  depositOff: boolean;
  withdrawOff: boolean;
  /** How long a deposit stays pending before the platform confirms it (control API). */
  depositConfirmMs: number;
  /**
   * The same two settings for one account (control API with `account`): tests running side by side each
   * steer their own member instead of the whole merchant.
   */
  depositByAccount: Map<string, { off?: boolean; confirmMs?: number }>;
  nextId: number;
}

export function newWalletWorld(): WalletWorld {
  return {
    deposits: [],
    withdrawals: [],
    transactions: [],
    bankCards: new Map(),
    fundsPasswords: new Map(),
    turnover: new Map(),
    depositOff: false,
    withdrawOff: false,
    depositConfirmMs: 5_000,
    depositByAccount: new Map(),
    nextId: 1,
  };
}

export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
}

export interface Fault {
  /** A path pattern: `*` matches any run of characters, e.g. /wps/system/*. */
  path: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  drop?: boolean;
  /** Answer this JSON with HTTP 200 instead of the platform's answer (an empty list, an odd shape). */
  answer?: unknown;
  /** How many more calls it hits. */
  remaining: number;
  /** Only calls with this Merchant header (the control call's merchant); absent = every merchant. */
  merchant?: string;
  /**
   * Only calls carrying this `X-Sim-Lane` header; absent = every call. Tests running side by side give
   * their page a lane of its own, so a fault reaches the one call it was injected for.
   */
  lane?: string;
}

export interface SentSms {
  mobileNum: string;
  code: string;
  purpose: string;
  expiresAt: number;
}

export interface Feedback {
  id: number;
  account: string;
  content: string;
  type: string;
  images: string[];
  createdAt: number;
}

/**
 * An agent's pending contract requests, as the consolidated member funds call answers them
 * (spec §4 "Home load"): a non-empty value means a contract awaits the agent's answer. Value types unverified.
 */
export interface ContractRequests {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

/**
 * The bonus an inbox message carries (its metadata's promoType, claimId, bonus): an issued promotion in the
 * member's rewards (routes/rewards.ts), so it is claimed once, by either screen, and its state is read there.
 */
export interface InboxClaim {
  promoType: string;
  claimId: string;
  bonus: number;
}

export interface InboxRecord {
  id: number;
  title: string;
  /** The platform's HTML (may hold <div data-widget="claim">). */
  content: string;
  read: boolean;
  createdAt: number;
  /** Where the message comes from; read and delete calls name it (routes/inbox.ts). */
  recordSource: string;
  claim?: InboxClaim;
}

export interface ContractDecision {
  account: string;
  contract: 'dailySalary' | 'hourSalary' | 'dividend';
  decision: 'accept' | 'reject';
  at: number;
}

/** A red-envelope send to direct downlines (routes/agent-extras.ts); amounts in cents-rounded units. */
export interface RedEnvelopeOrder {
  orderNo: string;
  account: string;
  total: number;
  splitType: 'EVEN' | 'RANDOM';
  shares: { account: string; amount: number }[];
  at: number;
}

/** A dividend paid to an agent for one half-month period (routes/agent-extras.ts). */
export interface DividendPayout {
  account: string;
  periodStart: string;
  amount: number;
  at: number;
}

/** Site settings mobileTemplate (spec 3): "1" the new member-centre / deposit layout, "0" the classic one. */
export interface SiteTemplate {
  mem_cen: '0' | '1';
  dep_func: '0' | '1';
  /** The consolidated settings' imageCDNs (spec §9); absent = the default one entry, '' (this origin). */
  imageCDNs?: string[];
}

export interface MerchantWorld {
  config: MerchantConfig;
  status: SimStatus;
  /** The consolidated settings' mobileTemplate (PATCH /__sim/site-settings) for every call of the merchant. */
  siteTemplate: SiteTemplate;
  /** The same for the calls carrying one X-Sim-Lane header (tests side by side), over `siteTemplate`. */
  siteTemplateLanes: Map<string, Partial<SiteTemplate>>;
  flags: Record<string, boolean>;
  registerSettings: Record<string, RegisterFieldRule>;
  members: Map<string, Member>;
  sessions: Map<string, string>;
  sms: SentSms[];
  /** Unused captcha answers (each works once), with when they were issued. */
  captchas: Map<string, number>;
  /** Failed logins per user name: after one, a captcha is demanded. */
  failedLogins: Map<string, number>;
  /** Announcement ids each account has marked read (routes/content.ts). */
  announcementReads: Map<string, Set<number>>;
  /** Each account's inbox messages, oldest first, seeded on first use (routes/inbox.ts). */
  inbox: Map<string, InboxRecord[]>;
  /** Each account's next inbox message id: it only goes up, so a deleted message's id (and claim) is never reused. */
  inboxNextId: Map<string, number>;
  feedback: Feedback[];
  /** Reward kinds (MANUAL, TICKET, REFERRAL, MISSION, ...) and whether each is enabled (routes/rewards.ts, REWCEN3). */
  promotions: Record<string, boolean>;
  /** Per member account: seeded and added rewards, tickets, claims, rebate and missions (routes/rewards.ts). */
  rewards: Map<string, MemberRewards>;
  /** Pending contract requests per agent account (routes/agent.ts); absent = none pending. */
  contractRequests: Map<string, ContractRequests>;
  contractDecisions: ContractDecision[];
  /** Rebate rate (percent) per account; agents cap what they give their downlines (routes/agent.ts). */
  rebates: Map<string, number>;
  /** Rebate rate (percent) per product per account, where one was set (routes/agent-team.ts); else `rebates`' rate. */
  productRebates: Map<string, Record<string, number>>;
  /** Red envelopes agents sent and dividends they were paid (routes/agent-extras.ts). */
  agentExtras: { redEnvelopes: RedEnvelopeOrder[]; dividendPayouts: DividendPayout[] };
  /** Per member account: favourite node ids (newest first) and recently launched games (routes/games.ts). */
  games: {
    favourites: Map<string, string[]>;
    recents: Map<string, { nodeId: string; playedAt: number }[]>;
  };
  /**
   * Vendor codes the vendor data's mapping lists under a category beyond the catalogue's (control API),
   * by X-Sim-Lane ('' = every call of the merchant): { ELOTT: ['LOTT'] } makes the prize mode Elott (spec §4).
   */
  vendorMapping: Map<string, Record<string, string[]>>;
  /** Deposits, withdrawals, the account record, bank cards, funds passwords, turnover (wallet.ts). */
  wallet: WalletWorld;
  /** The activity centre's categories, promotions and who applied or claimed (routes/activities.ts). */
  activities: ActivitiesWorld;
}

/** The reward kinds of MCSFE_getAvailablePromotions (platform-api-member.md §5) plus MISSION (mission activity). */
export const DEFAULT_PROMOTIONS: Readonly<Record<string, boolean>> = {
  MANUAL: true,
  RAFFLE: false,
  TICKET: true,
  LOGIN: false,
  REGISTER: false,
  SAVIOR: false,
  UPGRADE_BONUS: true,
  MISSION_MANUAL: true,
  REFERRAL: true,
  COPY_BET: false,
  MISSION: true,
};

export type TicketType = 'NORMAL' | 'FREE_SPIN' | 'GOLDEN_EGG';

export interface RewardTicket {
  transactionId: string;
  ticketType: TicketType;
  bonus: number;
  promotionId: number;
  issuedAt: number;
  endDate: number;
  claimedAt?: number;
}

/** A promotion issued to a member and waiting to be claimed (status I) or claimed (C). */
export interface IssuedPromotion {
  claimId: string;
  promotionType: string;
  promotionName: string;
  bonus: number;
  issuedAt: number;
  endDate: number;
  claimedAt?: number;
}

export interface RewardClaim {
  id: string;
  /** TICKET, MANUAL, UPGRADE_BONUS, MISSION, … */
  kind: string;
  title: string;
  bonus: number;
  claimedAt: number;
}

export interface RebatePayout {
  balanceDate: number;
  productType: string;
  betAmount: number;
  rebateAmount: number;
}

export interface MemberRewards {
  tickets: RewardTicket[];
  issued: IssuedPromotion[];
  history: RewardClaim[];
  /**
   * Bets added through the control API (besides the seeded history), newest last; kept while a figure reads
   * them (the 60-day turnover, the rebate not yet paid), however many.
   */
  bets: { at: number; category: string; amount: number }[];
  /** Bets settled up to this instant have had their rebate paid out. */
  rebatePaidUntil: number;
  rebatePayouts: RebatePayout[];
  /** Mission milestones claimed, as missionId:period:milestone. */
  missionClaims: string[];
  nextId: number;
}

/**
 * The register fields a platform's settings may name (PATCH /__sim/register-settings takes no other key):
 * those of the register call (src/api/accounts.ts RegisterField) less the phone-verification token's two.
 */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'countryDialingCode',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
  'domain',
  'verificationCode',
] as const;

/** Register fields the platform's settings govern, as the demo platform enables them by default. */
const DEFAULT_REGISTER: Record<string, RegisterFieldRule> = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20 },
  confirmPassword: { enabled: true, required: true },
  mobileNum: { enabled: true, required: false, minLength: 7, maxLength: 20 },
  verificationCode: { enabled: true, required: false },
  affiliateCode: { enabled: true, required: false },
  captcha: { enabled: true, required: true },
};

export function newWorld(config: MerchantConfig, now: number): MerchantWorld {
  const world: MerchantWorld = {
    config,
    status: { maintenance: false, regionRestriction: false, ipRestricted: false, info: '' },
    siteTemplate: { mem_cen: '1', dep_func: '1' },
    siteTemplateLanes: new Map(),
    flags: { ...config.flags },
    registerSettings: structuredClone(DEFAULT_REGISTER),
    members: new Map(),
    sessions: new Map(),
    sms: [],
    captchas: new Map(),
    failedLogins: new Map(),
    announcementReads: new Map(),
    inbox: new Map(),
    inboxNextId: new Map(),
    feedback: [],
    promotions: { ...DEFAULT_PROMOTIONS },
    rewards: new Map(),
    contractRequests: new Map(),
    contractDecisions: [],
    rebates: new Map(),
    productRebates: new Map(),
    agentExtras: { redEnvelopes: [], dividendPayouts: [] },
    games: { favourites: new Map(), recents: new Map() },
    vendorMapping: new Map(),
    wallet: newWalletWorld(),
    activities: seedActivities(now),
  };
  addMember(world, { account: 'player01', password: 'Player123', type: 0, balance: 1250.5, mobile: '0912345678' }, now);
  const agent = addMember(world, { account: 'agent01', password: 'Agent123', type: 1, balance: 8800 }, now);
  for (let i = 1; i <= 3; i++) addMember(world, { account: `down0${i}`, password: 'Down1234', type: 0, upline: agent.account, toUpline: true }, now);
  world.contractRequests.set(agent.account, { dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '1' });
  world.rebates.set(agent.account, 3);
  for (let i = 1; i <= 3; i++) world.rebates.set(`down0${i}`, 1.5);
  return world;
}

/**
 * The highest member id given so far, per members map (a restored state brings a new map, so it is counted
 * again from the members). Ids only go up: a member dropped (an old free-trial account) never gives its id,
 * and with it its affiliate code, to another.
 */
const lastIds = new WeakMap<Map<string, Member>, number>();

/** The id the next member gets. */
export function nextMemberId(world: MerchantWorld): number {
  let last = lastIds.get(world.members);
  if (last === undefined) {
    last = 100000;
    for (const m of world.members.values()) last = Math.max(last, m.id);
    lastIds.set(world.members, last);
  }
  return last + 1;
}

export function addMember(world: MerchantWorld, input: Partial<Member> & { account: string }, now: number): Member {
  const id = nextMemberId(world);
  const member: Member = {
    id,
    password: 'Player123',
    nickname: input.account,
    regDate: now - 30 * 86_400_000,
    type: 0,
    toUpline: false,
    balance: 0,
    ...input,
  };
  lastIds.set(world.members, Math.max(id - 1, member.id));
  world.members.set(member.account, member);
  return member;
}

/**
 * Forgets a member and what the world keeps under its account (sessions, rewards, inbox, games, wallet
 * settings, rebates, failed logins). Money records (deposits, withdrawals, the account record) stay: they
 * are the platform's books.
 */
export function dropMember(world: MerchantWorld, account: string): void {
  world.members.delete(account);
  for (const [token, owner] of world.sessions) if (owner === account) world.sessions.delete(token);
  const byAccount: Map<string, unknown>[] = [
    world.failedLogins,
    world.announcementReads,
    world.inbox,
    world.inboxNextId,
    world.rewards,
    world.contractRequests,
    world.rebates,
    world.productRebates,
    world.games.favourites,
    world.games.recents,
    world.wallet.bankCards,
    world.wallet.fundsPasswords,
    world.wallet.turnover,
    world.wallet.depositByAccount,
  ];
  for (const map of byAccount) map.delete(account);
}

// ---------------------------------------------------------------- bounds (oldest dropped)

/** SMS codes kept in the outbox (GET /__sim/sms). */
export const SMS_OUTBOX_MAX = 1000;
/** User names whose failed logins are counted (each demands a captcha at its next login). */
export const FAILED_LOGINS_MAX = 10_000;
/** Open sessions per merchant: past it, the oldest is signed out. */
export const SESSIONS_MAX = 10_000;
/** Free-trial (free-play) accounts per merchant: past it, the oldest is dropped with its state. */
export const TRIAL_MEMBERS_MAX = 1000;
/** Faults held at once (POST /__sim/faults), and the length of a fault's path pattern. */
export const FAULTS_MAX = 1000;
export const FAULT_PATH_MAX = 300;
/** E-mail codes kept in the outbox (GET /__sim/mail). */
export const MAIL_OUTBOX_MAX = 1000;
/** Feedback kept per merchant (nothing reads it back; its pictures are large). */
export const FEEDBACK_MAX = 100;
/** Lanes with a vendor mapping of their own (PUT /__sim/vendor-mapping). */
export const VENDOR_MAPPING_LANES_MAX = 1000;

/** The SMS outbox keeps the newest SMS_OUTBOX_MAX codes (a code dropped can no longer be used). */
export function recordSms(world: MerchantWorld, sms: SentSms): void {
  world.sms.push(sms);
  keepNewest(world.sms, SMS_OUTBOX_MAX);
}

/** Keeps the newest `max` rows of a list that grows at its end (drops the oldest in place). */
export function keepNewest<T>(rows: T[], max: number): T[] {
  if (rows.length > max) rows.splice(0, rows.length - max);
  return rows;
}

/** Sets a key as the newest of a map (insertion order is age) and drops the oldest keys beyond `max`. */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): Map<K, V> {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
  return map;
}

/** Holds a new fault after the others, dropping the oldest beyond FAULTS_MAX. */
export function holdFault(faults: Fault[], fault: Fault): void {
  faults.push(fault);
  keepNewest(faults, FAULTS_MAX);
}

/** Adds a free-trial account, then drops the oldest ones beyond TRIAL_MEMBERS_MAX. */
export function addTrialMember(world: MerchantWorld, input: Partial<Member> & { account: string }, now: number): Member {
  const member = addMember(world, { ...input, type: 4 }, now);
  let trials = 0;
  for (const m of world.members.values()) if (m.type === 4) trials += 1;
  for (const m of world.members.values()) {
    if (trials <= TRIAL_MEMBERS_MAX) break;
    if (m.type === 4 && m !== member) {
      dropMember(world, m.account);
      trials -= 1;
    }
  }
  return member;
}

/**
 * `*` in a fault's path matches any run of characters. Linear in practice (no regex, so no backtracking
 * blow-up on a pattern of many stars): the text before the first star must start the path and the text
 * after the last must end it; each piece between is found left to right after the one before, at its
 * first place (the leftmost place leaves the most room for the rest, so it never loses a match).
 */
export function pathMatches(pattern: string, path: string): boolean {
  const pieces = pattern.split('*');
  const first = pieces[0] ?? '';
  if (pieces.length === 1) return pattern === path;
  const last = pieces[pieces.length - 1] ?? '';
  const end = path.length - last.length;
  if (end < first.length || !path.startsWith(first) || !path.endsWith(last)) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    if (!piece) continue;
    const found = path.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}
