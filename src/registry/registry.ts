/**
 * The widget registry (DESIGN): one static, typed map from a type string to a lazy module. Only this
 * file knows concrete widgets. Lookups use Object.hasOwn, so strings like "constructor" never resolve.
 */
import type { ComponentType } from 'react';
import { startAnnouncements } from '../api/announcements-call';
import type { ScreenType, WidgetType } from '../config/screen-types';
import type { BlockProps, DialogProps, ScreenProps } from '../ui/widget-env';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const pendingScreen: Loader<ScreenProps> = () => import('../widgets/pending/pending-screen');

/** Screens whose content later issues build show the pending screen inside the real frame. */
export const SCREENS: Record<ScreenType, Loader<ScreenProps>> = {
  home: () => import('../widgets/home/home-screen'),
  maintenance: () => import('../widgets/maintenance/maintenance-screen'),
  login: () => import('../widgets/login/login-screen'),
  register: () => import('../widgets/register/register-screen'),
  forgotPassword: () => import('../widgets/forgot-password/forgot-password-screen'),
  changePassword: () => import('../widgets/change-password/change-password-screen'),
  noticeList: () => import('../widgets/notice-list/notice-list-screen'),
  agentHome: () => import('../widgets/agent-home/agent-home-screen'),
  memberCentre: () => import('../widgets/member-centre/member-centre-screen'),
  settings: () => import('../widgets/settings/settings-screen'),
  helpCentre: () => import('../widgets/help-centre/help-centre-screen'),
  helpDetail: () => import('../widgets/help-centre/help-detail-screen'),
  moreLottery: () => import('../widgets/lottery/more-lottery-screen'),
  customerService: pendingScreen,
  activityList: pendingScreen,
  activityInfo: pendingScreen,
  startLottery: pendingScreen,
  gameLobby: pendingScreen,
  userAgreement: pendingScreen,
  launchGame: () => import('../widgets/launch-game/launch-game-screen'),
  lotteryLobby: () => import('../widgets/lottery/lottery-lobby-screen'),
  gameList: () => import('../widgets/game-list/game-list-screen'),
  vipBenefits: pendingScreen,
  messageCentre: pendingScreen,
  deposit: pendingScreen,
  withdraw: pendingScreen,
  securityCentre: pendingScreen,
  depositRecord: pendingScreen,
  withdrawReport: pendingScreen,
  accountRecord: pendingScreen,
  bettingRecord: pendingScreen,
  profitLoss: pendingScreen,
  uplineTransfer: pendingScreen,
  rewardCentre: pendingScreen,
  manualRebate: pendingScreen,
  missionActivity: pendingScreen,
  myRebate: pendingScreen,
  feedback: () => import('../widgets/feedback/feedback-screen'),
  inviteFriends: pendingScreen,
  freeTrial: () => import('../widgets/free-trial/free-trial-screen'),
  gameCentre: () => import('../widgets/launch-game/game-centre-screen'),
  slotsCentre: () => import('../widgets/launch-game/slots-centre-screen'),
  messages: pendingScreen,
  salaryContract: () => import('../widgets/contracts/salary-contract-screen'),
  dividendContract: () => import('../widgets/contracts/dividend-contract-screen'),
  hourContract: () => import('../widgets/contracts/hour-contract-screen'),
  teamOverview: pendingScreen,
  teamManagement: pendingScreen,
  redEnvelopeRain: pendingScreen,
  teamProfitLoss: pendingScreen,
  teamBetting: pendingScreen,
  agentRebate: pendingScreen,
  teamRebate: pendingScreen,
  agentRegister: () => import('../widgets/agent-register/agent-register-screen'),
  agentDividend: pendingScreen,
  agentNotices: pendingScreen,
};

export const BLOCKS: Record<WidgetType, Loader<BlockProps>> = {
  bannerCarousel: () => import('../widgets/home-carousels/banner-carousel'),
  extraBanner: () => import('../widgets/extra-banner/extra-banner'),
  hotMatches: () => import('../widgets/home-carousels/hot-matches'),
  noticeMarquee: () => import('../widgets/notice-marquee/notice-marquee'),
  popularGames: () => import('../widgets/popular-games/popular-games-block'),
  vendorSections: () => import('../widgets/vendor-sections/vendor-sections-block'),
  sideServiceBar: () => import('../widgets/side-service-bar/side-service-bar'),
  loginPopups: () => import('../widgets/home-popups/login-popups'),
  noticePopup: () => import('../widgets/home-popups/notice-popup'),
  downloadPopup: () => import('../widgets/download/download-popup'),
  downloadBar: () => import('../widgets/download/download-bar'),
  contractPrompt: () => import('../widgets/home-popups/contract-prompt'),
};

/** The referral dialog's body (the frame's dialogs load it when the dialog opens). */
export const REFERRAL_DIALOG: Loader<DialogProps> = () => import('../widgets/referral/referral-dialog');

/**
 * The data a home block shows first, started by the app itself when home is the first page (while the
 * blocks' code is still on its way). The banner's answer also preloads the first banner, the page's
 * largest paint. The blocks' own queries take the started calls.
 */
const homeAnnouncements = () => startAnnouncements('home');
export const BLOCK_DATA: Partial<Record<WidgetType, () => void>> = {
  bannerCarousel: () => startAnnouncements('home', { preloadFirstBanner: true }),
  extraBanner: homeAnnouncements,
  noticeMarquee: homeAnnouncements,
  noticePopup: homeAnnouncements,
  loginPopups: homeAnnouncements,
};

/**
 * Blocks that are not needed for home's first paint (the ticker and its carousel code, long lists, the
 * side bar, pop-ups): they mount once the first blocks' calls have answered and the browser is idle, so
 * the first banner paints sooner. Nothing in view moves when they come: they follow the first blocks.
 */
export const LATER_BLOCKS: ReadonlySet<string> = new Set<WidgetType>([
  'hotMatches',
  'popularGames',
  'vendorSections',
  'sideServiceBar',
  'loginPopups',
  'noticePopup',
  'downloadPopup',
  'contractPrompt',
]);

/** Which screens are built (the README status table and the e2e read this). */
export function isPending(type: string): boolean {
  return lookup(SCREENS, type) === pendingScreen;
}

export function lookup<P>(map: Record<string, Loader<P>>, type: string): Loader<P> | undefined {
  return Object.hasOwn(map, type) ? map[type] : undefined;
}
