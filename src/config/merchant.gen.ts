/**
 * GENERATED FILE - DO NOT EDIT.
 * The merchant config as written in merchants/<code>/merchant.json.
 * Source: schemas/merchant.schema.json. Regenerate with `npm run gen:types`; the test run fails when this file is stale.
 */

/**
 * A platform language code (sent upper case in the Language header). MY is Burmese, MS is Malay.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode =
  | "MY"
  | "EN"
  | "CN"
  | "TW"
  | "JA"
  | "KO"
  | "TH"
  | "VI"
  | "ID"
  | "MS"
  | "KM"
  | "LO"
  | "TL"
  | "HI"
  | "BN"
  | "TA"
  | "TE"
  | "NE"
  | "UR"
  | "AR"
  | "FA"
  | "TR"
  | "RU"
  | "ES"
  | "PT"
  | "FR"
  | "SW"
  | "TY";
/**
 * A same-origin path starting with a slash, without query or fragment; no empty segment (so never //host) and no . or .. segment.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "path".
 */
export type Path = string;
/**
 * Who may open a route. public: anyone. session: any session, trial included. member: a real (non-trial) session; trial accounts get the free_reject message for 2 s. agent: a session whose member type is not 0, 4 or 40; others go to /m/home.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "access".
 */
export type Access = "public" | "session" | "member" | "agent";
/**
 * Name of a built-in icon (src/ui/icons.tsx).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "icon".
 */
export type Icon =
  | "home"
  | "gift"
  | "wallet"
  | "share"
  | "user"
  | "deposit"
  | "withdraw"
  | "refresh"
  | "eye"
  | "eyeOff"
  | "feedback"
  | "logout"
  | "star"
  | "download"
  | "shield"
  | "agent"
  | "record"
  | "bet"
  | "chart"
  | "transfer"
  | "reward"
  | "rebate"
  | "mission"
  | "mail"
  | "help"
  | "team"
  | "redEnvelope"
  | "settings"
  | "service"
  | "notice"
  | "contract"
  | "dividend"
  | "chat"
  | "facebook"
  | "telegram";
/**
 * What an item does when tapped: go to a route, open a dialog, or run a command.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "action".
 */
export type Action =
  | {
      /**
       * Declared route (with optional query) to open; its access rule applies.
       */
      route: string;
    }
  | {
      /**
       * Dialog to open.
       */
      dialog: "referral" | "download" | "login";
    }
  | {
      /**
       * Command to run.
       */
      command: "refreshBalance" | "toggleBalance" | "signOut" | "customerService";
    };
/**
 * A rule of spec 5-6 an item may need: agent (member type not 0, 4, 40), withdraw (withdrawal allowed), uplineTransfer (member has toUpline and type is not 2), customerService (a customer-service link exists), referralPromo (REFERRAL promo enabled), missionPromo (MISSION promo enabled), session (logged in), guest (logged out).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "permission".
 */
export type Permission =
  "agent" | "withdraw" | "uplineTransfer" | "customerService" | "referralPromo" | "missionPromo" | "session" | "guest";
/**
 * A block of the home page: its type, when it shows, and its own options (each type's props schema).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "homeBlock".
 */
export type HomeBlock = {
  type: WidgetType;
  when?: Condition;
  /**
   * The block's own options; what a type accepts is its props schema (e.g. bannerCarouselProps).
   */
  props?: {};
};
/**
 * A home-block widget type of the widget registry (src/registry/entries.ts).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "widgetType".
 */
export type WidgetType =
  | "downloadBar"
  | "bannerCarousel"
  | "extraBanner"
  | "noticeMarquee"
  | "hotMatches"
  | "popularGames"
  | "vendorSections"
  | "sideServiceBar"
  | "loginPopups"
  | "noticePopup"
  | "downloadPopup"
  | "contractPrompt";
/**
 * A register form field (spec 2.5). Shown only when the platform's register settings enable it.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "registerField".
 */
export type RegisterField =
  | "username"
  | "password"
  | "confirmPassword"
  | "paymentPassword"
  | "idNumber"
  | "qqNum"
  | "facebook"
  | "wechat"
  | "line"
  | "whatsapp"
  | "zalo"
  | "email"
  | "nickname"
  | "payeeName"
  | "mobileNum"
  | "verificationCode"
  | "recommenderId"
  | "affiliateCode"
  | "captcha";
/**
 * A CSS colour: #rgb, #rrggbb or #rrggbbaa.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string;
/**
 * An HTML file under merchants/<code>/assets/, written relative to the merchant folder, e.g. assets/user-agreement-en.html. The build copies it beside the site; the player's page fetches it and shows it sanitised.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "htmlAssetPath".
 */
export type HtmlAssetPath = string;
/**
 * A same-origin path with an optional query string, e.g. /m/transaction/record?types=A; no empty, . or .. segment. The path part must be a declared route or alias.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string;
/**
 * An absolute https URL (the only scheme allowed for links leaving the site).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "externalUrl".
 */
export type ExternalUrl = string;
/**
 * A file under merchants/<code>/assets/, written relative to the merchant folder, e.g. assets/logo.svg.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "assetPath".
 */
export type AssetPath = string;
/**
 * A PNG file under merchants/<code>/assets/, written relative to the merchant folder, e.g. assets/icon-192.png.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "pngAssetPath".
 */
export type PngAssetPath = string;
/**
 * An i18n key; the EN catalog must define it (npm run check:i18n).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "messageKey".
 */
export type MessageKey = string;
/**
 * A white-label or feature flag known to Livery (see $defs/flags for each one's meaning).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "flagName".
 */
export type FlagName =
  | "USERNAMEREG3"
  | "MOBILENUMREG3"
  | "REGMOBVERF3"
  | "MOBILENUMPASSREG3"
  | "FACEBOOKLOGIN3"
  | "GOOGLELOGIN3"
  | "DIRECTREG3"
  | "MOBILELOGIN3"
  | "PWRESETSMS3"
  | "WITHDRAW3"
  | "DIVIDEND3"
  | "PWDEXPFORCECHANGE3"
  | "AGETRANSFERUP3"
  | "DEPRECM3"
  | "WITHREC3"
  | "TRANSREC3"
  | "TRANSBETREPMEM3"
  | "PERSREP"
  | "REWCEN3"
  | "MANPLAYREB3"
  | "PLYRBT"
  | "MAILCEN";
/**
 * A screen type of the widget registry (src/registry/entries.ts).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "screenType".
 */
export type ScreenType =
  | "home"
  | "maintenance"
  | "login"
  | "socialSignIn"
  | "register"
  | "forgotPassword"
  | "changePassword"
  | "noticeList"
  | "agentHome"
  | "memberCentre"
  | "settings"
  | "helpCentre"
  | "helpDetail"
  | "moreLottery"
  | "customerService"
  | "activityList"
  | "activityInfo"
  | "startLottery"
  | "gameLobby"
  | "userAgreement"
  | "launchGame"
  | "lotteryLobby"
  | "gameList"
  | "vipBenefits"
  | "messageCentre"
  | "deposit"
  | "withdraw"
  | "securityCentre"
  | "responsibleGaming"
  | "depositRecord"
  | "withdrawReport"
  | "accountRecord"
  | "bettingRecord"
  | "profitLoss"
  | "uplineTransfer"
  | "rewardCentre"
  | "manualRebate"
  | "missionActivity"
  | "myRebate"
  | "feedback"
  | "inviteFriends"
  | "freeTrial"
  | "gameCentre"
  | "slotsCentre"
  | "messages"
  | "salaryContract"
  | "dividendContract"
  | "hourContract"
  | "teamOverview"
  | "teamManagement"
  | "redEnvelopeRain"
  | "teamProfitLoss"
  | "teamBetting"
  | "agentRebate"
  | "teamRebate"
  | "agentRegister"
  | "agentDividend"
  | "agentNotices";
/**
 * An OAuth endpoint: a path on the site's own origin starting with a single / (the built-in simulator's test provider, /__oauth/...; never //host, which is another site) or an absolute https URL of a real provider (npm run validate refuses any other scheme).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "oauthEndpoint".
 */
export type OauthEndpoint = string;

/**
 * One merchant's whole Livery configuration: identity, theme, languages, platform API, routes and page frame, menus, home blocks, register fields, default flags, downloads and the timing constants of spec section 9.
 */
export interface MerchantConfig {
  /**
   * Path to this schema, so editors can offer completion and checks while a merchant is edited.
   */
  $schema?: string;
  /**
   * Version of this contract the file is written for (3). npm run validate reports an older file; npm run validate -- --fix migrates it in place (src/config/migrate.ts).
   */
  schemaVersion: 3;
  identity: Identity;
  theme: Theme;
  languages: Languages;
  api: Api;
  /**
   * Every route of the site (spec 2.1): its canonical path, aliases, screen type, access rule and page-frame rules. Order does not matter; paths and aliases must be unique across all routes.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
  /**
   * Items of the player footer menu in display order (spec 2.2: home, promotions, deposit as the centre button, invite, members).
   *
   * @maxItems 6
   */
  footer: FooterItem[];
  /**
   * Items of the logged-in home header's popup menu in display order (spec 2.2: deposit, withdraw if permitted, refresh balance, hide/show balance, feedback, sign out).
   */
  headerMenu?: MenuItem[];
  memberCentre?: MemberCentre;
  agent?: Agent;
  home?: Home;
  register?: Register;
  mobileTemplate?: MobileTemplate;
  flags?: Flags;
  socialSignIn?: SocialSignIn;
  firebase?: Firebase;
  downloads?: Downloads;
  legal?: Legal;
  session?: Session;
  protection?: Protection;
  constants?: Constants;
}
/**
 * Who the merchant is.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "identity".
 */
export interface Identity {
  /**
   * Site key: the merchant's folder name under merchants/ and its preview sub-domain (<code>.localhost). Lower case letters, digits and hyphens.
   */
  code: string;
  /**
   * The platform's merchant code, sent in the Merchant header of every call.
   */
  merchantCode: string;
  /**
   * The platform's merchant code used for free-trial (test play) accounts, when it differs from merchantCode.
   */
  trialMerchantCode?: string;
  /**
   * The merchant's name as players see it (page title, app name, alt text of the logo).
   */
  displayName: string;
  /**
   * Logo shown in the header on home and help pages.
   */
  logo: string;
  /**
   * Icons of the installable app and the browser tab.
   */
  icons?: {
    /**
     * Browser-tab icon. An SVG one gives way to app192 (a PNG) when that is set: Chrome draws an SVG favicon in the page's own renderer while the first screen is built.
     */
    favicon?: string;
    /**
     * App icon (square, at least 192 px) used by the download bar and the web manifest.
     */
    app?: string;
    /**
     * The installed app's icon as a 192×192 PNG (web manifest). `npx tsx scripts/make-icons.ts <code>` draws it from the app icon.
     */
    app192?: string;
    /**
     * The installed app's icon as a 512×512 PNG (web manifest and splash screen). `npx tsx scripts/make-icons.ts <code>` draws it from the app icon.
     */
    app512?: string;
    /**
     * A 512×512 PNG whose artwork sits inside the central 80% safe zone on a full-bleed background, for launchers that crop icons to their own shape (web manifest purpose "maskable"). `npx tsx scripts/make-icons.ts <code>` draws it from the app icon on the theme's primary colour.
     */
    maskable?: string;
  };
}
/**
 * Design tokens. Each becomes a CSS custom property (--lv-<name>) on the document root.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "theme".
 */
export interface Theme {
  /**
   * Colour tokens.
   */
  colors: {
    /**
     * Brand colour: main buttons, active footer item.
     */
    primary: string;
    /**
     * Text and icons drawn on the primary colour.
     */
    onPrimary: string;
    /**
     * Secondary highlight: badges, the centre footer button.
     */
    accent?: string;
    /**
     * Page background.
     */
    background: string;
    /**
     * Cards, dialogs, header and footer background.
     */
    surface: string;
    /**
     * Body text on background and surface.
     */
    text: string;
    /**
     * Secondary text (hints, inactive footer items).
     */
    textMuted?: string;
    /**
     * Errors and destructive actions.
     */
    danger?: string;
    /**
     * Success messages.
     */
    success?: string;
    /**
     * Top header background; defaults to the primary colour when absent.
     */
    headerBackground?: string;
    /**
     * Top header text; defaults to onPrimary when absent.
     */
    headerText?: string;
  };
  /**
   * Corner radius of cards and buttons, in px.
   */
  radius?: number;
  /**
   * CSS font-family list. Keep system fonts first: scripts like Myanmar and Arabic rely on them.
   */
  fontFamily?: string;
}
/**
 * Languages the merchant offers (spec 1: default MY; at least MY and EN in config).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "languages".
 */
export interface Languages {
  /**
   * The set offered in the language picker, in picker order.
   *
   * @minItems 1
   */
  supported: [LanguageCode, ...LanguageCode[]];
  /**
   * A platform language code (sent upper case in the Language header). MY is Burmese, MS is Malay.
   */
  default:
    | "MY"
    | "EN"
    | "CN"
    | "TW"
    | "JA"
    | "KO"
    | "TH"
    | "VI"
    | "ID"
    | "MS"
    | "KM"
    | "LO"
    | "TL"
    | "HI"
    | "BN"
    | "TA"
    | "TE"
    | "NE"
    | "UR"
    | "AR"
    | "FA"
    | "TR"
    | "RU"
    | "ES"
    | "PT"
    | "FR"
    | "SW"
    | "TY";
  /**
   * Country flag per language where the merchant wants another than the default table (e.g. EN as US). Keys are language codes, values ISO 3166 alpha-2 codes in lower case.
   */
  flags?: {
    /**
     * ISO 3166-1 alpha-2 country code, lower case.
     */
    [k: string]: string;
  };
}
/**
 * How the client reaches the platform.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "api".
 */
export interface Api {
  /**
   * Origin (or same-origin path prefix) of the platform API. Empty means the site's own origin, where npm start serves the simulator.
   */
  baseUrl?: string;
  /**
   * Platform gateway: WEB (1) or MOBILE (3). Livery is the mobile site.
   */
  gateway?: "WEB" | "MOBILE";
  /**
   * Request encryption for login, register and password calls: 'platform' (RSA key exchange + DES body, platform-api.md) or 'none' (local development only).
   */
  encryption?: "platform" | "none";
}
/**
 * One route of the site.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "route".
 */
export interface Route {
  /**
   * Canonical path; aliases are replaced by it in the address bar.
   */
  path: string;
  /**
   * Other paths that open the same screen (spec 2.1, e.g. / and /m/index.html for home).
   */
  aliases?: Path[];
  /**
   * Screen type rendered for this route.
   */
  screen:
    | "home"
    | "maintenance"
    | "login"
    | "socialSignIn"
    | "register"
    | "forgotPassword"
    | "changePassword"
    | "noticeList"
    | "agentHome"
    | "memberCentre"
    | "settings"
    | "helpCentre"
    | "helpDetail"
    | "moreLottery"
    | "customerService"
    | "activityList"
    | "activityInfo"
    | "startLottery"
    | "gameLobby"
    | "userAgreement"
    | "launchGame"
    | "lotteryLobby"
    | "gameList"
    | "vipBenefits"
    | "messageCentre"
    | "deposit"
    | "withdraw"
    | "securityCentre"
    | "responsibleGaming"
    | "depositRecord"
    | "withdrawReport"
    | "accountRecord"
    | "bettingRecord"
    | "profitLoss"
    | "uplineTransfer"
    | "rewardCentre"
    | "manualRebate"
    | "missionActivity"
    | "myRebate"
    | "feedback"
    | "inviteFriends"
    | "freeTrial"
    | "gameCentre"
    | "slotsCentre"
    | "messages"
    | "salaryContract"
    | "dividendContract"
    | "hourContract"
    | "teamOverview"
    | "teamManagement"
    | "redEnvelopeRain"
    | "teamProfitLoss"
    | "teamBetting"
    | "agentRebate"
    | "teamRebate"
    | "agentRegister"
    | "agentDividend"
    | "agentNotices";
  access: Access;
  /**
   * Where a guest goes on a direct visit of a non-public route: the login page, or home (spec 2.7, 2.8, 2.15). In-app links to it open the login dialog instead.
   */
  guestFallback?: "login" | "home";
  /**
   * Header mode (spec 2.2): logo (home, help), back (one step back), home (arrow to /m/home: login, register, trail, notice, forget), none (no header: login, register, forget, mine, agent).
   */
  header: "logo" | "back" | "home" | "none";
  /**
   * i18n key of the header title; absent means no title.
   */
  titleKey?: string;
  /**
   * Whether the footer menu is shown on this route (spec 2.2).
   */
  footer: boolean;
}
/**
 * A footer menu item.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "footerItem".
 */
export interface FooterItem {
  /**
   * Stable id, unique within the footer.
   */
  id: string;
  /**
   * i18n key of the label.
   */
  labelKey: string;
  icon: Icon;
  action: Action;
  /**
   * Drawn as the raised centre button (spec 2.2: deposit).
   */
  center?: boolean;
  when?: Condition;
  /**
   * Counter shown on the item for a member with a session: unread inbox messages or unread agent announcements (issue 17: the frame's badge follows reads and deletions at once). Shown only while the screens it counts are offered (their own items' conditions).
   */
  badge?: "unreadInbox" | "unreadAgentNotices";
}
/**
 * When an item is shown; every stated part must hold.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "condition".
 */
export interface Condition {
  /**
   * A flag that must be on (merchant default, overridden by the platform's live white-label values).
   */
  flag?:
    | "USERNAMEREG3"
    | "MOBILENUMREG3"
    | "REGMOBVERF3"
    | "MOBILENUMPASSREG3"
    | "FACEBOOKLOGIN3"
    | "GOOGLELOGIN3"
    | "DIRECTREG3"
    | "MOBILELOGIN3"
    | "PWRESETSMS3"
    | "WITHDRAW3"
    | "DIVIDEND3"
    | "PWDEXPFORCECHANGE3"
    | "AGETRANSFERUP3"
    | "DEPRECM3"
    | "WITHREC3"
    | "TRANSREC3"
    | "TRANSBETREPMEM3"
    | "PERSREP"
    | "REWCEN3"
    | "MANPLAYREB3"
    | "PLYRBT"
    | "MAILCEN";
  /**
   * A white-label menu node (modId) of the platform's menu tree that must be enabled, e.g. AGECEN.AGEINFO3 for an agent tool.
   */
  menu?: string;
  /**
   * Permissions that must all hold.
   */
  permissions?: Permission[];
}
/**
 * A menu, list, tile or tool item.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "menuItem".
 */
export interface MenuItem {
  /**
   * Stable id, unique within its list (test hooks and analytics).
   */
  id: string;
  /**
   * i18n key of the label.
   */
  labelKey: string;
  icon?: Icon;
  action: Action;
  when?: Condition;
  /**
   * Counter shown on the item: unread inbox messages or unread agent announcements.
   */
  badge?: "unreadInbox" | "unreadAgentNotices";
}
/**
 * The member centre (spec 2.12).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "memberCentre".
 */
export interface MemberCentre {
  /**
   * Quick tiles (level benefits, download popup).
   */
  tiles?: MenuItem[];
  /**
   * Menu row (deposit, withdraw, invite friends, security centre).
   */
  menu?: MenuItem[];
  /**
   * List items, each with its feature-flag and permission condition; help centre and feedback always shown.
   */
  list?: MenuItem[];
}
/**
 * The agent area (spec 2.15).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "agent".
 */
export interface Agent {
  /**
   * Tool grid in order; each shown when its white-label menu node is enabled; customer service always.
   */
  tools?: MenuItem[];
  /**
   * Agent footer: home, open-account, dividend (dividend feature only), announcements with unread badge.
   */
  footer?: MenuItem[];
}
/**
 * The home page (spec 2.10).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "home".
 */
export interface Home {
  /**
   * Home blocks in display order.
   */
  blocks?: HomeBlock[];
}
/**
 * The register form (spec 2.5).
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "register".
 */
export interface Register {
  /**
   * Field order; each appears only when its register rule (the platform's live one, else the merchant's in `rules`) enables it.
   */
  fields?: RegisterField[];
  /**
   * Dialing-code region preselected in the register and phone forms (ISO 3166-1 alpha-2, upper case); the player can pick another from the platform's country list.
   */
  defaultCountry?: string;
  /**
   * Phone-verification service used for the SMS code when registering with SMS verification on (spec 2.5, 4 "Register submit"): "none" uses the platform's own register SMS; "simulator" is the stand-in service the built-in simulator provides (send, then verify the code before registering; the register call then carries firebaseChannel and firebaseIdToken). "firebase" uses the merchant's Firebase project (the `firebase` section) through the Firebase JS SDK, for SMS login (login type firebase), registration and the password reset by phone.
   */
  phoneVerification?: "none" | "simulator" | "firebase";
  /**
   * The merchant's register field rules (spec 3 "Registration rules config"), each used where the platform's live register settings leave that field out: "hidden" (not enabled), "optional" (enabled) or "required" (enabled and required).
   */
  rules?: {
    /**
     * Whether the user name field shows, and must be filled, when the platform gives no rule for it.
     */
    username?: "hidden" | "optional" | "required";
    /**
     * Whether the password field shows, and must be filled, when the platform gives no rule for it.
     */
    password?: "hidden" | "optional" | "required";
    /**
     * Whether the password confirmation field shows, and must be filled, when the platform gives no rule for it.
     */
    confirmPassword?: "hidden" | "optional" | "required";
    /**
     * Whether the payment password field shows, and must be filled, when the platform gives no rule for it.
     */
    paymentPassword?: "hidden" | "optional" | "required";
    /**
     * Whether the ID number field shows, and must be filled, when the platform gives no rule for it.
     */
    idNumber?: "hidden" | "optional" | "required";
    /**
     * Whether the QQ number field shows, and must be filled, when the platform gives no rule for it.
     */
    qqNum?: "hidden" | "optional" | "required";
    /**
     * Whether the Facebook field shows, and must be filled, when the platform gives no rule for it.
     */
    facebook?: "hidden" | "optional" | "required";
    /**
     * Whether the WeChat field shows, and must be filled, when the platform gives no rule for it.
     */
    wechat?: "hidden" | "optional" | "required";
    /**
     * Whether the Line field shows, and must be filled, when the platform gives no rule for it.
     */
    line?: "hidden" | "optional" | "required";
    /**
     * Whether the WhatsApp field shows, and must be filled, when the platform gives no rule for it.
     */
    whatsapp?: "hidden" | "optional" | "required";
    /**
     * Whether the Zalo field shows, and must be filled, when the platform gives no rule for it.
     */
    zalo?: "hidden" | "optional" | "required";
    /**
     * Whether the e-mail field shows, and must be filled, when the platform gives no rule for it.
     */
    email?: "hidden" | "optional" | "required";
    /**
     * Whether the nickname field shows, and must be filled, when the platform gives no rule for it.
     */
    nickname?: "hidden" | "optional" | "required";
    /**
     * Whether the payee name field shows, and must be filled, when the platform gives no rule for it.
     */
    payeeName?: "hidden" | "optional" | "required";
    /**
     * Whether the mobile number field shows, and must be filled, when the platform gives no rule for it.
     */
    mobileNum?: "hidden" | "optional" | "required";
    /**
     * Whether the SMS code field shows, and must be filled, when the platform gives no rule for it.
     */
    verificationCode?: "hidden" | "optional" | "required";
    /**
     * Whether the recommender id field shows, and must be filled, when the platform gives no rule for it.
     */
    recommenderId?: "hidden" | "optional" | "required";
    /**
     * Whether the invitation (affiliate) code field shows, and must be filled, when the platform gives no rule for it.
     */
    affiliateCode?: "hidden" | "optional" | "required";
    /**
     * Whether the captcha field shows, and must be filled, when the platform gives no rule for it.
     */
    captcha?: "hidden" | "optional" | "required";
  };
}
/**
 * The merchant's site template choices (spec 3 site settings mobileTemplate); the platform's live mem_cen and dep_func win.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "mobileTemplate".
 */
export interface MobileTemplate {
  /**
   * The new member-centre layout (the platform's mem_cen "1").
   */
  memberCentre?: boolean;
  /**
   * The new deposit layout (the platform's dep_func "1").
   */
  deposit?: boolean;
}
/**
 * Default white-label and feature flags (spec 3); the platform's live values override them at run time.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "flags".
 */
export interface Flags {
  /**
   * Registration by username.
   */
  USERNAMEREG3?: boolean;
  /**
   * Registration by mobile number.
   */
  MOBILENUMREG3?: boolean;
  /**
   * SMS verification on registration.
   */
  REGMOBVERF3?: boolean;
  /**
   * Password needed with mobile registration.
   */
  MOBILENUMPASSREG3?: boolean;
  /**
   * Facebook sign-in button.
   */
  FACEBOOKLOGIN3?: boolean;
  /**
   * Google sign-in button.
   */
  GOOGLELOGIN3?: boolean;
  /**
   * Direct registration: the home header shows a register button (Livery's name; the platform's is not shown).
   */
  DIRECTREG3?: boolean;
  /**
   * Mobile-code login: the SMS tab of the login screen (Livery's name; the platform's is not shown).
   */
  MOBILELOGIN3?: boolean;
  /**
   * Password reset by phone on the forgot-password screen.
   */
  PWRESETSMS3?: boolean;
  /**
   * Withdrawal allowed by the white-label setting (spec 6; the permission check also applies).
   */
  WITHDRAW3?: boolean;
  /**
   * Dividend feature: the agent footer's dividend item (Livery's name).
   */
  DIVIDEND3?: boolean;
  /**
   * An expired password forces /m/changePsw after login.
   */
  PWDEXPFORCECHANGE3?: boolean;
  /**
   * Transfer to upline.
   */
  AGETRANSFERUP3?: boolean;
  /**
   * Deposit record.
   */
  DEPRECM3?: boolean;
  /**
   * Withdraw report.
   */
  WITHREC3?: boolean;
  /**
   * Account (transaction) record.
   */
  TRANSREC3?: boolean;
  /**
   * Betting record.
   */
  TRANSBETREPMEM3?: boolean;
  /**
   * Profit and loss.
   */
  PERSREP?: boolean;
  /**
   * Reward centre.
   */
  REWCEN3?: boolean;
  /**
   * Manual rebate.
   */
  MANPLAYREB3?: boolean;
  /**
   * My rebate.
   */
  PLYRBT?: boolean;
  /**
   * News / mail centre.
   */
  MAILCEN?: boolean;
}
/**
 * Social sign-in (spec 2.4, 2.5): each provider's OAuth client (facebook: the FACEBOOKLOGIN3 button; google: the GOOGLELOGIN3 button). A provider's button shows only when its flag is on and its client is configured here.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "socialSignIn".
 */
export interface SocialSignIn {
  facebook?: OauthClient;
  google?: OauthClient;
}
/**
 * One provider's OAuth 2.0 public client (authorisation code with PKCE, RFC 7636): never a client secret.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "oauthClient".
 */
export interface OauthClient {
  /**
   * The provider's authorisation endpoint: the page opens it with response_type=code, client_id, redirect_uri, scope, state and the S256 code_challenge.
   */
  authorizationEndpoint: string;
  /**
   * The provider's token endpoint: the page exchanges the code and its code_verifier there (POST, form-encoded). Its origin is added to the site's Content-Security-Policy connect-src.
   */
  tokenEndpoint: string;
  /**
   * The provider's user-info endpoint, where the platform checks the provider's token and reads the user's id (the built-in simulator's platform reads it from here; Livery's page never calls it).
   */
  userInfoEndpoint?: string;
  /**
   * The client id the provider registered for this merchant's site (public; a client secret never belongs here).
   */
  clientId: string;
  /**
   * Scopes asked for, sent space-separated.
   *
   * @maxItems 20
   */
  scopes?: string[];
  /**
   * A same-origin path starting with a slash, without query or fragment; no empty segment (so never //host) and no . or .. segment.
   */
  redirectPath: string;
}
/**
 * The merchant's Firebase project, used when register.phoneVerification is "firebase": the Firebase JS SDK (firebase/auth) sends and checks the SMS code of SMS login, registration and the password reset by phone, and the platform call carries the Firebase ID token (spec 3 "Login payload", "Registration payload"). These are a web app's public identifiers, never a secret.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "firebase".
 */
export interface Firebase {
  /**
   * The Firebase project id (the ID token's audience).
   */
  projectId: string;
  /**
   * The Firebase web API key (public: it identifies the project, it grants nothing by itself).
   */
  apiKey: string;
  /**
   * The project's auth domain, e.g. "my-project.firebaseapp.com".
   */
  authDomain: string;
  /**
   * Development and tests only: the Firebase Auth emulator the SDK talks to instead of Google (connectAuthEmulator; app verification is then off). "/" is the site's own origin, where the built-in simulator serves the emulator's REST endpoints; else an http(s) origin such as "http://127.0.0.1:9099". Leave it out in production.
   */
  emulatorUrl?: string;
}
/**
 * Default app download links (spec 2.9); the platform's resources override them.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "downloads".
 */
export interface Downloads {
  /**
   * An absolute https URL (the only scheme allowed for links leaving the site).
   */
  ios?: string;
  /**
   * An absolute https URL (the only scheme allowed for links leaving the site).
   */
  android?: string;
  /**
   * An absolute https URL (the only scheme allowed for links leaving the site).
   */
  mobileConfig?: string;
  /**
   * Offer the add-to-home-screen option.
   */
  homeScreen?: boolean;
  /**
   * The download bar's look (spec 3 site settings app_background, app_desc_font_color, app_desc); the platform's live values win.
   */
  appBar?: {
    /**
     * The download bar's background when the platform's site settings give none: a #hex colour, or the name of one of the merchant's theme colours.
     */
    background?:
      | Color
      | (
          | "primary"
          | "onPrimary"
          | "accent"
          | "background"
          | "surface"
          | "text"
          | "textMuted"
          | "danger"
          | "success"
          | "headerBackground"
          | "headerText"
        );
    /**
     * The download bar's text colour when the platform's site settings give none: a #hex colour, or the name of one of the merchant's theme colours.
     */
    color?:
      | Color
      | (
          | "primary"
          | "onPrimary"
          | "accent"
          | "background"
          | "surface"
          | "text"
          | "textMuted"
          | "danger"
          | "success"
          | "headerBackground"
          | "headerText"
        );
    /**
     * The bar's description when the platform gives none: an i18n key, given the merchant's display name as {{name}}.
     */
    textKey?: string;
  };
}
/**
 * The merchant's legal texts, kept as HTML files its operations staff edit beside merchant.json.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "legal".
 */
export interface Legal {
  /**
   * The user agreement of /m/useragreement (reached from register), by platform language code: the HTML file of that language. A language without a file shows the EN one; with neither the screen says there are no terms. The HTML is sanitised when shown (no scripts, no event handlers, links allow-listed).
   */
  userAgreement?: {
    [k: string]: HtmlAssetPath;
  };
}
/**
 * How a signed-in player's session ends on this device without them asking (issue 20, "Sessions"). Activity is a tap, a key, a touch, a scroll or the page shown again, in any tab of the site.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "session".
 */
export interface Session {
  /**
   * Minutes without activity after which the player is signed out on this device (the platform's logout is called, as a sign-out does) and told why. 0 turns the idle timeout off; at most 1440 (a day).
   */
  idleTimeoutMinutes?: number;
  /**
   * Seconds before the idle sign-out that a dialog warns the player, with a countdown, 'Stay signed in' and 'Sign out now'. Longer than the timeout itself means the warning shows from the start.
   */
  idleWarningSeconds?: number;
}
/**
 * Player protection (issue 20), what regulated operators show: an age notice for a guest's first visit, limits the player sets on the responsible-gaming screen (a route of screen type responsibleGaming), and a reality check. The platform has no call for limits or self-exclusion (platform-api.md): the limits are kept on the player's device, per member, and the screen says so.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "protection".
 */
export interface Protection {
  /**
   * The minimum age a guest confirms the first time the site opens on a device (spec 9: 18, or 21 in some texts): a dialog with confirm and leave, remembered on the device, and an 18+ (or 21+) badge beside the copyright line. off shows neither.
   */
  ageNotice?: "off" | "18" | "21";
  /**
   * Default interval of the reality check: every this many minutes of being signed in, a dialog shows the time played, with Continue, Log out and View history. The player may choose another interval (or none) on the responsible-gaming screen, between 5 and 240 minutes. 0: no reality check unless the player asks for one.
   */
  realityCheckMinutes?: number;
  /**
   * The limits the responsible-gaming screen offers: deposit (a daily, weekly and monthly amount the deposit form will not go past), loss (the period's net loss at which game launch is refused), session (minutes signed in, then a sign-out).
   *
   * @maxItems 3
   */
  limits?: ("deposit" | "loss" | "session")[];
  /**
   * Hours before a raised or removed limit takes effect (a lowered one applies at once). 24 is the norm.
   */
  coolingOffHours?: number;
}
/**
 * Timing and paging constants of spec section 9; each defaults to the spec's value.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "constants".
 */
export interface Constants {
  /**
   * Longest a loading message stays (forgot, SMS, logout, test play): 9999 s.
   */
  loadingMaxMs?: number;
  /**
   * SMS loading message where the spec caps it at 10 s.
   */
  smsLoadingMs?: number;
  /**
   * Change-password loading message.
   */
  changePasswordLoadingMs?: number;
  /**
   * Forgot-password success message.
   */
  forgotSuccessMs?: number;
  /**
   * Success messages (SMS sent, change saved).
   */
  successMessageMs?: number;
  /**
   * Redirect delay after a password change.
   */
  changePasswordRedirectMs?: number;
  /**
   * SMS countdown when the platform gives no expiry.
   */
  smsCountdownDefaultS?: number;
  /**
   * SMS countdown tick.
   */
  smsTickMs?: number;
  /**
   * Captcha input maximum length.
   */
  captchaMaxLength?: number;
  /**
   * SMS code input maximum length.
   */
  smsCodeMaxLength?: number;
  /**
   * Mobile number input maximum length.
   */
  mobileMaxLength?: number;
  /**
   * Reload and revalidation debounce after a language change.
   */
  languageDebounceMs?: number;
  /**
   * Prompt-dialog input focus delay.
   */
  promptFocusDelayMs?: number;
  /**
   * A dialog mask click is ignored within this time of opening.
   */
  dialogMaskIgnoreMs?: number;
  /**
   * Notification offset from the top.
   */
  notificationTopPx?: number;
  /**
   * Default toast duration.
   */
  toastMs?: number;
  /**
   * Short notification duration.
   */
  toastShortMs?: number;
  /**
   * Long notification duration.
   */
  toastLongMs?: number;
  /**
   * Info toast duration (free_reject, in_logged_login, contact customer service).
   */
  toastInfoMs?: number;
  /**
   * Game list page size.
   */
  gameListPageSize?: number;
  /**
   * Recent games page size.
   */
  recentGamesPageSize?: number;
  /**
   * Distance from the bottom that loads the next page.
   */
  infiniteScrollThresholdPx?: number;
  /**
   * Infinite-scroll throttle.
   */
  infiniteScrollThrottleMs?: number;
  /**
   * Vendor carousel slides per view and per group.
   */
  vendorCarouselSlides?: number;
  /**
   * The carousel groups slides when there are more vendors than this.
   */
  vendorCarouselMinVendors?: number;
  /**
   * Minimum-bet filter options for RNG, after All.
   */
  minBetOptions?: number[];
  /**
   * Page fade duration.
   */
  pageTransitionMs?: number;
  /**
   * A back swipe longer than this skips the page fade.
   */
  backSwipeThresholdPx?: number;
  /**
   * Header popup menu closes this long after the pointer leaves.
   */
  popupMenuLeaveMs?: number;
  /**
   * Decimals of balances.
   */
  balanceDecimals?: number;
  /**
   * Delay before an e-lottery list is returned from cache.
   */
  elotteryCacheDelayMs?: number;
  /**
   * Touch press-in delay.
   */
  touchPressInMs?: number;
  /**
   * Touch long-press delay.
   */
  touchLongPressMs?: number;
  /**
   * Touch press-out delay.
   */
  touchPressOutMs?: number;
  /**
   * First year of the copyright line under each page that has the footer menu (spec 2.2 and 9: "2019-2025"). The line reads © <this year>–<the current year, by the clock> <display name>; the last year is never configured.
   */
  copyrightFromYear?: number;
  /**
   * Fewest words a feedback may have (spec 5: feedback content between {0} and {1} words).
   */
  feedbackMinWords?: number;
  /**
   * Most words a feedback may have (spec 5: feedback content between {0} and {1} words).
   */
  feedbackMaxWords?: number;
  /**
   * Most characters a feedback may have (the platform refuses longer content).
   */
  feedbackMaxLength?: number;
  /**
   * Most images a player may attach (feedback; spec 5 and 9: at most 3).
   */
  uploadMaxImages?: number;
  /**
   * Largest image a player may attach, in bytes (spec 5 and 9: 5 MB each; png or jpg only).
   */
  uploadMaxImageBytes?: number;
  /**
   * Minimum age of a player (spec 5 and 9: 18, 21 in some texts), shown as a hint beside the register button.
   */
  minimumAge?: number;
  /**
   * Where the customer-service screen (/m/service) opens the decrypted service link (spec §7): 'frame' shows it inside the screen (an iframe with a title, a loading state and an 'open in a new tab' fallback), 'newTab' opens it in a new tab. The platform's consolidated settings carry no such field in the public evidence (platform-api.md), so the merchant decides here.
   */
  customerServiceOpenIn?: "frame" | "newTab";
}
/**
 * A social link of the side service bar.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "socialLink".
 */
export interface SocialLink {
  /**
   * Network, as the platform's download-link resource types name it.
   */
  kind: "FACEBOOK" | "TELEGRAM" | "TELEGRAM2";
  url: ExternalUrl;
}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "downloadBarProps".
 */
export interface DownloadBarProps {}
/**
 * Options of one banner carousel.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "bannerCarouselProps".
 */
export interface BannerCarouselProps {
  /**
   * Time each banner shows before the next (spec 9: 5000 ms).
   */
  intervalMs?: number;
  /**
   * Whether the last banner is followed by the first again (only with more than one banner).
   */
  loop?: boolean;
}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "extraBannerProps".
 */
export interface ExtraBannerProps {}
/**
 * Options of one notice marquee.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "noticeMarqueeProps".
 */
export interface NoticeMarqueeProps {
  /**
   * Scroll pace: seconds one character of the notices takes to pass (0.13 is about 60 px a second); smaller is faster.
   */
  secondsPerCharacter?: number;
  /**
   * Shortest time one pass of the notices takes, however short they are.
   */
  minSeconds?: number;
}
/**
 * Options of one hot-match ticker.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "hotMatchesProps".
 */
export interface HotMatchesProps {
  /**
   * Time each match shows before the next (spec 9: 5000 ms).
   */
  delayMs?: number;
  /**
   * Slide duration (spec 9: 500 ms).
   */
  speedMs?: number;
}
/**
 * Options of one popular-games block.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "popularGamesProps".
 */
export interface PopularGamesProps {
  /**
   * Category tabs to show, in this order (HOT and the platform's categories, e.g. RNG, LIVE, SPORTS, LOTT); a category the platform does not offer is left out. Empty: HOT and every category the platform offers.
   */
  tabs?: string[];
  /**
   * Games a game tab shows before its "more" link.
   */
  tiles?: number;
}
/**
 * Options of one vendor-sections block.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "vendorSectionsProps".
 */
export interface VendorSectionsProps {
  /**
   * Sections to show, in this order (the platform's categories, e.g. RNG, LIVE, SPORTS). Empty: every category that has vendors.
   */
  categories?: string[];
  /**
   * Vendors to show (their platform codes, e.g. PG, EVO). Empty: every vendor.
   */
  vendors?: string[];
  /**
   * Most vendor tiles a section shows; 0 shows them all.
   */
  maxPerSection?: number;
}
/**
 * Options of one side service bar (spec 2.10): referral, download, live chat when customer service exists, social links.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "sideServiceBarProps".
 */
export interface SideServiceBarProps {
  /**
   * Bar entries in order (referral, download, live chat, …).
   */
  entries?: MenuItem[];
  /**
   * Default social links; the platform's resources override them.
   */
  social?: SocialLink[];
}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "loginPopupsProps".
 */
export interface LoginPopupsProps {}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "noticePopupProps".
 */
export interface NoticePopupProps {}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "downloadPopupProps".
 */
export interface DownloadPopupProps {}
/**
 * This block has no options.
 *
 * This interface was referenced by `MerchantConfig`'s JSON-Schema
 * via the `definition` "contractPromptProps".
 */
export interface ContractPromptProps {}
