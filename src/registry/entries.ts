/**
 * The widget registry's entries (DESIGN: one entry per widget type, Puck's shape): for each screen and home
 * block type, the module under src/widgets that renders it, whether a block belongs to home's first
 * screenful, the data it starts early, and the JSON Schema of a block's own `props`. Every other list of
 * types is derived from here: the schema's enums and block props (npm run gen:types writes them into
 * schemas/merchant.schema.json and src/config/widget-types.gen.ts), the first-paint chunk group
 * (scripts/lib/chunk-groups.ts) and the browser's loaders (registry.ts).
 *
 * No widget code is imported here, so Node scripts read this file; a module is named by its path under
 * src/widgets without extension and must end in -screen or -block (registry.ts loads those files).
 */
import { startAnnouncements } from '../api/announcements-call';
import type { PropsSchema } from '../ui/widget-env';

export interface ScreenEntry {
  kind: 'screen';
  module: string;
}

export interface BlockEntry {
  kind: 'block';
  module: string;
  /** Part of home's first screenful: its code comes with home's, it mounts at once. Else it mounts later, when idle. */
  firstScreen: boolean;
  /** Starts the call whose answer the block shows first, when home is the first page (before its code arrives). */
  data?: () => void;
  /**
   * The JSON Schema of its props (none: the block takes none). Imported only by npm run gen:types: the player
   * reads props already validated and filled in, so the schemas stay out of its code.
   */
  props?: () => Promise<{ default: PropsSchema }>;
}

export type WidgetEntry = ScreenEntry | BlockEntry;

const screen = (module: string): ScreenEntry => ({ kind: 'screen', module });

const block = (module: string, options: Partial<Omit<BlockEntry, 'kind' | 'module'>> = {}): BlockEntry => ({
  kind: 'block',
  module,
  firstScreen: false,
  ...options,
});

const homeAnnouncements = () => startAnnouncements('home');

export const WIDGETS = {
  home: screen('home/home-screen'),
  maintenance: screen('maintenance/maintenance-screen'),
  login: screen('login/login-screen'),
  socialSignIn: screen('social-sign-in/social-sign-in-screen'),
  register: screen('register/register-screen'),
  forgotPassword: screen('forgot-password/forgot-password-screen'),
  changePassword: screen('change-password/change-password-screen'),
  noticeList: screen('notice-list/notice-list-screen'),
  agentHome: screen('agent-home/agent-home-screen'),
  memberCentre: screen('member-centre/member-centre-screen'),
  settings: screen('settings/settings-screen'),
  helpCentre: screen('help-centre/help-centre-screen'),
  helpDetail: screen('help-centre/help-detail-screen'),
  moreLottery: screen('lottery/more-lottery-screen'),
  customerService: screen('customer-service/customer-service-screen'),
  activityList: screen('activity/activity-list-screen'),
  activityInfo: screen('activity/activity-info-screen'),
  startLottery: screen('lottery/start-lottery-screen'),
  gameLobby: screen('game-list/game-lobby-screen'),
  userAgreement: screen('user-agreement/user-agreement-screen'),
  launchGame: screen('launch-game/launch-game-screen'),
  lotteryLobby: screen('lottery/lottery-lobby-screen'),
  gameList: screen('game-list/game-list-screen'),
  vipBenefits: screen('rewards/vip-benefits-screen'),
  messageCentre: screen('inbox/inbox-screen'),
  deposit: screen('deposit/deposit-screen'),
  withdraw: screen('withdraw/withdraw-screen'),
  securityCentre: screen('security-centre/security-centre-screen'),
  responsibleGaming: screen('responsible-gaming/responsible-gaming-screen'),
  depositRecord: screen('records/deposit-record-screen'),
  withdrawReport: screen('records/withdraw-report-screen'),
  accountRecord: screen('records/account-record-screen'),
  bettingRecord: screen('records/betting-record-screen'),
  profitLoss: screen('records/profit-loss-screen'),
  uplineTransfer: screen('upline-transfer/upline-transfer-screen'),
  rewardCentre: screen('rewards/reward-centre-screen'),
  manualRebate: screen('rewards/manual-rebate-screen'),
  missionActivity: screen('rewards/mission-activity-screen'),
  myRebate: screen('records/my-rebate-screen'),
  feedback: screen('feedback/feedback-screen'),
  inviteFriends: screen('invite-friends/invite-friends-screen'),
  freeTrial: screen('free-trial/free-trial-screen'),
  gameCentre: screen('launch-game/game-centre-screen'),
  slotsCentre: screen('launch-game/slots-centre-screen'),
  messages: screen('inbox/message-screen'),
  salaryContract: screen('contracts/salary-contract-screen'),
  dividendContract: screen('contracts/dividend-contract-screen'),
  hourContract: screen('contracts/hour-contract-screen'),
  teamOverview: screen('team-reports/team-overview-screen'),
  teamManagement: screen('team-management/team-management-screen'),
  redEnvelopeRain: screen('red-envelope/red-envelope-screen'),
  teamProfitLoss: screen('team-reports/team-pnl-screen'),
  teamBetting: screen('team-reports/team-betting-screen'),
  agentRebate: screen('team-reports/agent-rebate-screen'),
  teamRebate: screen('team-management/team-rebate-screen'),
  agentRegister: screen('agent-register/agent-register-screen'),
  agentDividend: screen('agent-dividend/agent-dividend-screen'),
  agentNotices: screen('notice-list/agent-notices-screen'),

  // Home blocks (spec 2.10). The banner's answer also preloads the first banner, the page's largest paint.
  downloadBar: block('download/download-bar-block', { firstScreen: true }),
  bannerCarousel: block('home-carousels/banner-carousel-block', {
    firstScreen: true,
    data: () => startAnnouncements('home', { preloadFirstBanner: true }),
    props: () => import('../widgets/home-carousels/banner-carousel.props'),
  }),
  extraBanner: block('extra-banner/extra-banner-block', { firstScreen: true, data: homeAnnouncements }),
  noticeMarquee: block('notice-marquee/notice-marquee-block', { firstScreen: true, data: homeAnnouncements, props: () => import('../widgets/notice-marquee/notice-marquee.props') }),
  // The later blocks (the ticker and its carousel code, long lists, the side bar, pop-ups) follow the first
  // ones: nothing in view moves when they come.
  hotMatches: block('home-carousels/hot-matches-block', { props: () => import('../widgets/home-carousels/hot-matches.props') }),
  popularGames: block('popular-games/popular-games-block', { props: () => import('../widgets/popular-games/popular-games.props') }),
  vendorSections: block('vendor-sections/vendor-sections-block', { props: () => import('../widgets/vendor-sections/vendor-sections.props') }),
  sideServiceBar: block('side-service-bar/side-service-bar-block', { props: () => import('../widgets/side-service-bar/side-service-bar.props') }),
  loginPopups: block('home-popups/login-popups-block', { data: homeAnnouncements }),
  noticePopup: block('home-popups/notice-popup-block', { data: homeAnnouncements }),
  downloadPopup: block('download/download-popup-block'),
  contractPrompt: block('home-popups/contract-prompt-block'),
} satisfies Record<string, WidgetEntry>;

export type WidgetName = keyof typeof WIDGETS;

/** The entry of a type string from config (own keys only: "constructor" never resolves). */
export function entryOf(type: string): WidgetEntry | undefined {
  return Object.hasOwn(WIDGETS, type) ? WIDGETS[type as WidgetName] : undefined;
}

/** The block types with their entries, in registry order. */
export const blockEntries = (): [string, BlockEntry][] => Object.entries(WIDGETS).filter((e): e is [string, BlockEntry] => e[1].kind === 'block');

/** The screen types and the block types, in registry order. */
export const screenTypes = (): string[] => Object.entries(WIDGETS).filter(([, e]) => e.kind === 'screen').map(([type]) => type);
export const blockTypes = (): string[] => blockEntries().map(([type]) => type);
