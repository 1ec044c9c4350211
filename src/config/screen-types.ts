/** Every screen type a route may name. The registry must map each one (checked by its type). */
export const SCREEN_TYPES = [
  'home', 'login', 'register', 'forgotPassword', 'changePassword', 'noticeList', 'agentHome', 'memberCentre',
  'settings', 'helpCentre', 'helpDetail', 'moreLottery', 'customerService', 'activityList', 'activityInfo',
  'startLottery', 'gameLobby', 'userAgreement', 'launchGame', 'lotteryLobby', 'gameList', 'vipBenefits',
  'messageCentre', 'deposit', 'withdraw', 'securityCentre', 'depositRecord', 'withdrawReport', 'accountRecord',
  'bettingRecord', 'profitLoss', 'uplineTransfer', 'rewardCentre', 'manualRebate', 'missionActivity', 'myRebate',
  'feedback', 'inviteFriends', 'freeTrial', 'maintenance', 'gameCentre', 'slotsCentre', 'messages',
  'salaryContract', 'dividendContract', 'hourContract', 'teamOverview', 'teamManagement', 'redEnvelopeRain',
  'teamProfitLoss', 'teamBetting', 'agentRebate', 'teamRebate', 'agentRegister', 'agentDividend', 'agentNotices',
] as const;

export type ScreenType = (typeof SCREEN_TYPES)[number];

/** Every home-block widget type (spec 2.10). */
export const WIDGET_TYPES = [
  'bannerCarousel', 'extraBanner', 'hotMatches', 'noticeMarquee', 'popularGames', 'vendorSections',
  'sideServiceBar', 'loginPopups', 'noticePopup', 'downloadPopup', 'contractPrompt', 'downloadBar',
] as const;

export type WidgetType = (typeof WIDGET_TYPES)[number];
