/**
 * The widget registry (DESIGN): one static, typed map from a type string to a lazy module. Only this
 * file knows concrete widgets. Lookups use Object.hasOwn, so strings like "constructor" never resolve.
 */
import type { ComponentType } from 'react';
import type { ScreenType, WidgetType } from '../config/screen-types';
import type { BlockProps, ScreenProps } from '../ui/widget-env';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const pendingScreen: Loader<ScreenProps> = () => import('../widgets/pending/pending-screen');
const pendingBlock: Loader<BlockProps> = () => import('../widgets/pending/pending-block');

/** Screens whose content later issues build show the pending screen inside the real frame. */
export const SCREENS: Record<ScreenType, Loader<ScreenProps>> = {
  home: () => import('../widgets/home/home-screen'),
  maintenance: () => import('../widgets/maintenance/maintenance-screen'),
  login: () => import('../widgets/login/login-screen'),
  register: () => import('../widgets/register/register-screen'),
  forgotPassword: () => import('../widgets/forgot-password/forgot-password-screen'),
  changePassword: () => import('../widgets/change-password/change-password-screen'),
  noticeList: pendingScreen,
  agentHome: pendingScreen,
  memberCentre: pendingScreen,
  settings: () => import('../widgets/settings/settings-screen'),
  helpCentre: pendingScreen,
  helpDetail: pendingScreen,
  moreLottery: pendingScreen,
  customerService: pendingScreen,
  activityList: pendingScreen,
  activityInfo: pendingScreen,
  startLottery: pendingScreen,
  gameLobby: pendingScreen,
  userAgreement: pendingScreen,
  launchGame: pendingScreen,
  lotteryLobby: pendingScreen,
  gameList: pendingScreen,
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
  feedback: pendingScreen,
  inviteFriends: pendingScreen,
  freeTrial: () => import('../widgets/free-trial/free-trial-screen'),
  gameCentre: pendingScreen,
  slotsCentre: pendingScreen,
  messages: pendingScreen,
  salaryContract: pendingScreen,
  dividendContract: pendingScreen,
  hourContract: pendingScreen,
  teamOverview: pendingScreen,
  teamManagement: pendingScreen,
  redEnvelopeRain: pendingScreen,
  teamProfitLoss: pendingScreen,
  teamBetting: pendingScreen,
  agentRebate: pendingScreen,
  teamRebate: pendingScreen,
  agentRegister: pendingScreen,
  agentDividend: pendingScreen,
  agentNotices: pendingScreen,
};

export const BLOCKS: Record<WidgetType, Loader<BlockProps>> = {
  bannerCarousel: pendingBlock,
  extraBanner: pendingBlock,
  hotMatches: pendingBlock,
  noticeMarquee: pendingBlock,
  popularGames: pendingBlock,
  vendorSections: pendingBlock,
  sideServiceBar: pendingBlock,
  loginPopups: pendingBlock,
  noticePopup: pendingBlock,
  downloadPopup: pendingBlock,
  contractPrompt: pendingBlock,
};

/** Which screens are built (the README status table and the e2e read this). */
export function isPending(type: string): boolean {
  return lookup(SCREENS, type) === pendingScreen;
}

export function lookup<P>(map: Record<string, Loader<P>>, type: string): Loader<P> | undefined {
  return Object.hasOwn(map, type) ? map[type] : undefined;
}
