/**
 * The simulator's game catalogue: vendors, games, lottery menus, hot matches, banners and the
 * platform's "vendor data" (spec §3), generated deterministically from a seed as plain data. Every
 * picture is a local path under /sim-assets/ (rendered by ./images). Names come from word lists and
 * are ASCII only; no real brand, club or game is named apart from the vendor codes the spec gives.
 */
import { createRandom, type Random } from './random';

/** Game categories, lottery (LOTT) included, in the platform's tab order. */
export const GAME_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Spec §9: e-sport and cockfight vendors (the platform lists them under SPORTS; the client splits them out). */
export const ESPORTS_VENDORS = ['TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'SV3'] as const;
/** Spec §2.10: vendors whose tiles open the lottery lobby or the traditional lottery launch. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
/** Spec §9: minimum-bet options (RNG only). */
export const RNG_MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
/** Prize modes the simulator has menus for (spec §9 also names ZY, which has none here). */
export const PRIZE_MODES = ['Lott', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
/** Hot-match times are offsets from this instant (2025-06-01T12:00:00Z), so output never depends on the clock. */
export const CATALOGUE_BASE_TIME = Date.UTC(2025, 5, 1, 12, 0, 0);

export const CLASSIFICATIONS: Record<GameCategory, readonly string[]> = {
  SPORTS: ['Sportsbook', 'Virtual'],
  ESPORTS: ['Esports', 'Virtual'],
  COCKFIGHT: ['Cockfight'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'],
  FISH: ['Fishing'],
  RNG: ['Slots', 'Jackpot', 'Classic', 'Megaways'],
  PVP: ['Poker', 'Mahjong', 'Card', 'Board'],
  LOTT: ['Vietnam', '4D', 'SSC', 'PK10', 'Fast 3', '11x5', 'Keno'],
  ELOTT: ['SSC', 'PK10', 'Fast 3', 'Keno', 'Lucky'],
  INHOUSE: ['Crash', 'Dice', 'Mines', 'Plinko', 'Wheel'],
};

export interface Vendor {
  /** The vendor code, as sent in `vassalage`. */
  code: string;
  vassalage: string;
  displayName: string;
  /** The vendor's own category (TF is ESPORTS). */
  gameCategory: GameCategory;
  /** The category the platform lists it under (e-sport and cockfight vendors sit under SPORTS). */
  platformCategory: GameCategory;
  accountTypeName: string;
  iconUrl: string;
  mobileLargeIcon: string;
  mobileSmallIcon: string;
}

export interface Game {
  nodeId: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  gameType: GameCategory;
  gameId: string;
  /** Live tables only. */
  roomId?: string;
  gameClassify: string;
  minBet: number;
  isNew: boolean;
  isHot: boolean;
  supportPlay: boolean;
  iconUrl: string;
  showIcon: string;
  mobileLargeIcon: string;
  mobileSmallIcon: string;
}

export interface LotteryGame {
  gameId: number;
  code: string;
  displayName: string;
  /** The matching game item in the game list. */
  nodeId: string;
  mobileIconUrl: string;
  remark: string;
  entPlaySwitch: boolean;
  tradPlaySwitch: boolean;
  mUi: string;
  css: string;
}

export interface LotteryGroup {
  gameGroupId: number;
  displayName: string;
  games: LotteryGame[];
}

/** /lgw/vn/games/game_menu: its shape is not in the public evidence (unverified); regions of provinces. */
export interface VnLotteryGame {
  gameId: number;
  code: string;
  displayName: string;
  nodeId: string;
  mobileIconUrl: string;
  /** Weekdays with a draw, 0 = Sunday. */
  drawDays: number[];
  /** Local draw time, HH:mm. */
  drawTime: string;
}

export interface VnLotteryRegion {
  region: 'MB' | 'MT' | 'MN' | 'FAST';
  displayName: string;
  games: VnLotteryGame[];
}

export interface HotMatch {
  matchTime: number;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: string;
}

export interface Banner {
  id: string;
  title: string;
  url: string;
}

/** A vendor as the platform's vendor data lists it. */
export interface VendorName {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  iconUrl: string;
  mobileLargeIcon: string;
}

/** Spec §3 "Game vendor data": ordered category entries plus a mapping by category. */
export interface VendorData {
  sorting: { gameCategory: GameCategory; vendorNames: VendorName[] }[];
  mapping: Partial<Record<GameCategory, VendorName[]>>;
}

export interface Catalogue {
  seed: number;
  /** RNG games asked for by POST /__sim/reset {"rngGames": n} (a benchmark's big list); absent: the seed's own count. */
  rngGames?: number;
  baseTime: number;
  vendors: Vendor[];
  games: Game[];
  lotteryGroups: Record<PrizeMode, LotteryGroup[]>;
  vnLotteryMenu: VnLotteryRegion[];
  hotMatches: HotMatch[];
  banners: Banner[];
  vendorData: VendorData;
}

// ---------------------------------------------------------------- paths

export const gameIconPath = (nodeId: string) => `/sim-assets/game/${nodeId}.png`;
export const vendorIconPath = (code: string) => `/sim-assets/vendor/${code}.png`;
export const teamIconPath = (slug: string) => `/sim-assets/team/${slug}.png`;
export const bannerPath = (id: string) => `/sim-assets/banner/${id}.png`;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------- vendors

const VENDOR_TABLE: readonly [code: string, displayName: string, category: GameCategory][] = [
  ['SBK', 'Skyline Sports', 'SPORTS'],
  ['UGS', 'United Gaming Sports', 'SPORTS'],
  ['CRS', 'Crown Sportsbook', 'SPORTS'],
  ['TF', 'TF Esports', 'ESPORTS'],
  ['IA', 'IA Esports', 'ESPORTS'],
  ['DS88', 'DS88 Sabong', 'COCKFIGHT'],
  ['SV3', 'SV388 Cockfight', 'COCKFIGHT'],
  ['LMN', 'Lumen Live', 'LIVE'],
  ['RYL', 'Royal Palace Live', 'LIVE'],
  ['DGL', 'Dragon Hall Live', 'LIVE'],
  ['OCK', 'Ocean Kingdom', 'FISH'],
  ['FHJ', 'Fish Hunter Joy', 'FISH'],
  ['SPW', 'Spinworks', 'RNG'],
  ['LKR', 'Lucky Reels', 'RNG'],
  ['GMX', 'Gamix Studio', 'RNG'],
  ['NVS', 'Nova Slots', 'RNG'],
  ['PHX', 'Phoenix Play', 'RNG'],
  ['CDM', 'Card Masters', 'PVP'],
  ['TBC', 'Table Clash', 'PVP'],
  ['TCG_LOTTO_VN', 'Vietnam Lotto', 'LOTT'],
  ['TCG_SEA', 'SEA Lottery', 'LOTT'],
  ['LOTT', 'TCG Lottery', 'LOTT'],
  ['ELOTT', 'TCG E-Lottery', 'ELOTT'],
  ['IHG', 'House Originals', 'INHOUSE'],
];

const platformCategory = (c: GameCategory): GameCategory => (c === 'ESPORTS' || c === 'COCKFIGHT' ? 'SPORTS' : c);

function buildVendors(): Vendor[] {
  return VENDOR_TABLE.map(([code, displayName, gameCategory]) => ({
    code,
    vassalage: code,
    displayName,
    gameCategory,
    platformCategory: platformCategory(gameCategory),
    accountTypeName: displayName,
    iconUrl: vendorIconPath(code),
    mobileLargeIcon: vendorIconPath(code),
    mobileSmallIcon: vendorIconPath(code),
  }));
}

// ---------------------------------------------------------------- word lists

const SLOT_ADJ = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Sacred', 'Royal', 'Mystic', 'Blazing', 'Crystal', 'Jade', 'Emerald', 'Thunder',
  'Silver', 'Neon', 'Cosmic', 'Savage', 'Frozen', 'Ancient', 'Sweet', 'Fiery', 'Hidden', 'Secret', 'Raging', 'Dancing',
  'Great', 'Crazy', 'Super', 'Hyper', 'Shining', 'Midnight', 'Eternal', 'Imperial', 'Stormy', 'Velvet', 'Rainbow',
];
const SLOT_NOUN = [
  'Dragon', 'Panda', 'Tiger', 'Phoenix', 'Koi', 'Pharaoh', 'Treasure', 'Gems', 'Buffalo', 'Wolf', 'Lion', 'Temple',
  'Rhino', 'Mermaid', 'Pirate', 'Viking', 'Samurai', 'Ninja', 'Queen', 'Empress', 'Genie', 'Lantern', 'Coins',
  'Candy', 'Eagle', 'Monkey', 'Stallion', 'Jungle', 'Pearl', 'Lotus', 'Oasis', 'Volcano', 'Galaxy', 'Fortune Cat',
  'Golem', 'Kraken', 'Wizard', 'Carnival', 'Safari', 'Cowboy',
];
const SLOT_SUFFIX = ['Deluxe', 'Rising', 'Riches', 'Fortune', 'Blitz', 'Bonanza', 'Quest', 'Legends', 'Spins', 'Party', 'Rush', 'Strike', 'Kingdom', 'Gold', 'Wilds'];
const JACKPOT_SUFFIX = ['Jackpot', 'Mega Jackpot', 'Hold and Win', 'Link', 'Grand Jackpot', 'Cash Collect'];
const CLASSIC_NOUN = ['Sevens', 'Fruits', 'Bells', 'Cherries', 'Bars', 'Diamonds', 'Stars', 'Hot Sevens', 'Lucky Sevens', 'Fruit Stand'];
const CLASSIC_SUFFIX = ['', ' Classic', ' Retro', ' 5 Lines', ' 3 Reels', ' Deluxe'];

const LIVE_STYLE = ['Speed', 'Squeeze', 'No Commission', 'VIP', 'Lucky', 'Golden', 'Classic', 'Auto', 'Immersive', 'Mega', 'Salon', 'Turbo', 'Prestige'];
const TABLE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const LIVE_GAME: Record<string, string> = {
  Baccarat: 'Baccarat',
  Roulette: 'Roulette',
  Blackjack: 'Blackjack',
  'Sic Bo': 'Sic Bo',
  'Dragon Tiger': 'Dragon Tiger',
};

const FISH_ADJ = ['Ocean', 'Deep Sea', 'Golden', 'Royal', 'Thunder', 'Dragon', 'Lucky', 'Mega', 'Crazy', 'Happy', 'Coral', 'Abyss', 'Tidal', 'Storm'];
const FISH_NOUN = ['Fishing', 'Hunter', 'Shark Hunt', 'Catch', 'Reef Raid', 'Fish Party', 'Toad King', 'Octopus Rush', 'Whale Legend', 'Fishing War', 'Crab Frenzy', 'Net Masters'];

const PVP_GAMES: Record<string, readonly string[]> = {
  Poker: ['Texas Holdem', 'Omaha', 'Short Deck', 'Three Card Poker', 'Bull Bull', 'Pai Gow', 'Five Card Draw', 'Stud Poker'],
  Mahjong: ['Mahjong Duel', 'Blood Battle Mahjong', 'Sichuan Mahjong', 'Tiles Duel', 'Mahjong Ways', 'Four Winds'],
  Card: ['Teen Patti', 'Rummy', 'Landlord', 'Pusoy', 'Tongits', 'Blackjack Duel', 'Sam Gong', 'Big Two', 'Thirteen Cards', 'Gin Rummy', 'Capsa'],
  Board: ['Ludo', 'Chess Duel', 'Dominoes', 'Xiangqi', 'Carrom', 'Backgammon', 'Checkers'],
};
const PVP_VARIANT = ['Pro', 'Blitz', 'Classic', 'Royale', 'Club', 'Arena', 'Master', 'Fast', 'Party', 'Tournament'];

const INHOUSE_ADJ = ['Turbo', 'Neon', 'Rocket', 'Lucky', 'Hyper', 'Golden', 'Space', 'Pixel', 'Mega', 'Crystal', 'Jet', 'Nitro', 'Lunar', 'Solar'];
const INHOUSE_GAME: Record<string, readonly string[]> = {
  Crash: ['Crash', 'Aviator Run', 'Moon Shot', 'Rocket Climb', 'Limbo'],
  Dice: ['Dice', 'Hilo', 'Double Dice', 'Dice Duel'],
  Mines: ['Mines', 'Gem Field', 'Minesweeper'],
  Plinko: ['Plinko', 'Ball Drop', 'Pachinko'],
  Wheel: ['Wheel', 'Fortune Wheel', 'Color Wheel', 'Keno Wheel'],
};

const SPORTS_GAMES: readonly [name: string, classify: string][] = [
  ['Sportsbook', 'Sportsbook'],
  ['Live In-Play', 'Sportsbook'],
  ['Virtual Football', 'Virtual'],
];
const ESPORTS_GAMES: readonly [name: string, classify: string][] = [
  ['Esports Arena', 'Esports'],
  ['Esports Live', 'Esports'],
  ['Virtual Esports', 'Virtual'],
];
const COCKFIGHT_GAMES: readonly string[] = ['Cockfight Arena', 'Sabong Live'];

const VN_PROVINCES: Record<'MB' | 'MT' | 'MN', readonly string[]> = {
  MB: ['Ha Noi', 'Quang Ninh', 'Bac Ninh', 'Hai Phong', 'Nam Dinh', 'Thai Binh'],
  MT: [
    'Da Nang', 'Khanh Hoa', 'Thua Thien Hue', 'Phu Yen', 'Quang Nam', 'Dak Lak', 'Binh Dinh', 'Quang Tri', 'Quang Binh',
    'Gia Lai', 'Ninh Thuan', 'Dak Nong', 'Kon Tum', 'Quang Ngai',
  ],
  MN: [
    'Ho Chi Minh', 'Dong Thap', 'Ca Mau', 'Ben Tre', 'Vung Tau', 'Bac Lieu', 'Dong Nai', 'Can Tho', 'Soc Trang',
    'Tay Ninh', 'An Giang', 'Binh Thuan', 'Vinh Long', 'Binh Duong', 'Tra Vinh', 'Long An', 'Binh Phuoc', 'Hau Giang',
    'Tien Giang', 'Kien Giang', 'Da Lat',
  ],
};
const VN_REGION_NAMES = { MB: 'Mien Bac (North)', MT: 'Mien Trung (Central)', MN: 'Mien Nam (South)', FAST: 'Fast Lottery' } as const;
const VN_DRAW_TIME = { MB: '18:15', MT: '17:15', MN: '16:15' } as const;
const VN_FAST: readonly [name: string, minutes: number][] = [
  ['VN Fast 45 Sec', 0.75],
  ['VN Fast 1 Min', 1],
  ['VN Fast 3 Min', 3],
  ['VN Fast 5 Min', 5],
];

const SEA_LOTTERIES: readonly [name: string, classify: string][] = [
  ['Malaysia 4D', '4D'],
  ['Singapore 4D', '4D'],
  ['Sabah 4D', '4D'],
  ['Sandakan 4D', '4D'],
  ['Sarawak 4D', '4D'],
  ['Cambodia 4D', '4D'],
  ['Thai Government Lottery', '4D'],
  ['Lao Development Lottery', '4D'],
  ['Thai Stock Lottery', '4D'],
  ['Hanoi VIP 4D', '4D'],
  ['Penang 4D', '4D'],
  ['Grand Dragon 4D', '4D'],
];

const LOTTERY_THEMES = ['Lucky', 'Fortune', 'Royal', 'Golden', 'Happy', 'Jade', 'Star', 'Rapid', 'Super', 'Dragon', 'Tiger', 'Lotus'];
/** [classification, label, mUi, code prefix] */
const LOTTERY_KINDS: readonly [classify: string, label: string, mUi: string, code: string][] = [
  ['SSC', 'SSC', 'ssc', 'SSC'],
  ['PK10', 'PK10', 'pk10', 'PK'],
  ['Fast 3', 'Fast 3', 'k3', 'K3'],
  ['11x5', '11x5', '11x5', 'X'],
  ['Keno', 'Keno', 'keno', 'KN'],
];
const ELOTT_KINDS: readonly [classify: string, label: string, mUi: string, code: string][] = [
  ['SSC', 'SSC', 'ssc', 'ESSC'],
  ['PK10', 'Racing', 'pk10', 'EPK'],
  ['Fast 3', 'Dice 3', 'k3', 'EK3'],
  ['Keno', 'Keno', 'keno', 'EKN'],
  ['Lucky', 'Lucky 28', 'pc28', 'EL'],
];
const LOTTERY_INTERVALS = [1, 3, 5, 10];

const CLUB_CITIES = [
  'Northbridge', 'Eastport', 'Riverton', 'Ashford', 'Kingsbay', 'Marlowe', 'Stonegate', 'Westhaven', 'Harborview',
  'Redcliff', 'Oakridge', 'Silverlake', 'Brookfield', 'Fairmont', 'Lakeside', 'Highmoor', 'Port Ellis', 'Greystone',
];
const CLUB_SUFFIX = ['United', 'City', 'Rovers', 'Athletic', 'Wanderers', 'FC', 'Albion', 'Rangers', 'Town', 'Sporting'];
const LEAGUES = ['Premier Division', 'Continental Cup', 'Coastal League', 'Champions Series', 'National Shield', 'Super League'];

const BANNER_TITLES = ['Welcome Bonus 100%', 'Daily Reload 10%', 'Slots Tournament', 'Sports Cashback', 'Live Casino Week', 'Lottery Jackpot Night'];

// ---------------------------------------------------------------- games

const RNG_CLASSIFY_WEIGHTS: readonly string[] = ['Slots', 'Slots', 'Slots', 'Slots', 'Jackpot', 'Classic', 'Megaways'];

interface Draft {
  name: string;
  classify: string;
}

/** Names already used in the whole catalogue; a collision is retried, then numbered. */
class NameBook {
  private readonly used = new Set<string>();
  take(make: () => string): string {
    for (let i = 0; i < 40; i += 1) {
      const name = make();
      if (!this.used.has(name.toLowerCase())) {
        this.used.add(name.toLowerCase());
        return name;
      }
    }
    const base = make();
    for (let n = 2; ; n += 1) {
      const name = `${base} ${n}`;
      if (!this.used.has(name.toLowerCase())) {
        this.used.add(name.toLowerCase());
        return name;
      }
    }
  }
  add(name: string): void {
    this.used.add(name.toLowerCase());
  }
}

function rngDraft(r: Random, book: NameBook): Draft {
  const classify = r.pick(RNG_CLASSIFY_WEIGHTS);
  const name = book.take(() => {
    switch (classify) {
      case 'Megaways':
        return `${r.pick(SLOT_ADJ)} ${r.pick(SLOT_NOUN)} Megaways`;
      case 'Jackpot':
        return `${r.pick(SLOT_NOUN)} ${r.pick(JACKPOT_SUFFIX)}`;
      case 'Classic':
        return `${r.pick(SLOT_ADJ)} ${r.pick(CLASSIC_NOUN)}${r.pick(CLASSIC_SUFFIX)}`;
      default:
        return r.chance(0.5) ? `${r.pick(SLOT_ADJ)} ${r.pick(SLOT_NOUN)}` : `${r.pick(SLOT_NOUN)} ${r.pick(SLOT_SUFFIX)}`;
    }
  });
  return { name, classify };
}

/**
 * A vendor's games. Counts vary with the seed but never drop below 608 in all: RNG 5 x 70, LIVE 3 x 14,
 * FISH 2 x 12, PVP 2 x 22, INHOUSE 30, sports 9 + 6 + 4, lottery 45 + 12 + 24 + 18.
 */
function drafts(vendor: Vendor, r: Random, book: NameBook, rngCount?: number): Draft[] {
  const many = (count: number, make: () => Draft) => Array.from({ length: count }, make);
  switch (vendor.gameCategory) {
    case 'RNG':
      return many(rngCount ?? r.int(70, 82), () => rngDraft(r, book));
    case 'LIVE':
      return many(r.int(14, 18), () => {
        const classify = r.pick(CLASSIFICATIONS.LIVE);
        const name = book.take(() => `${r.pick(LIVE_STYLE)} ${LIVE_GAME[classify] ?? classify}${r.chance(0.5) ? ` ${r.pick(TABLE_LETTERS)}` : ''}`);
        return { name, classify };
      });
    case 'FISH':
      return many(r.int(12, 16), () => ({ name: book.take(() => `${r.pick(FISH_ADJ)} ${r.pick(FISH_NOUN)}`), classify: 'Fishing' }));
    case 'PVP':
      return many(r.int(22, 28), () => {
        const classify = r.pick(CLASSIFICATIONS.PVP);
        const base = r.pick(PVP_GAMES[classify] ?? []);
        return { name: book.take(() => (r.chance(0.3) ? base : `${base} ${r.pick(PVP_VARIANT)}`)), classify };
      });
    case 'INHOUSE':
      return many(r.int(30, 36), () => {
        const classify = r.pick(CLASSIFICATIONS.INHOUSE);
        const base = r.pick(INHOUSE_GAME[classify] ?? []);
        return { name: book.take(() => `${r.pick(INHOUSE_ADJ)} ${base}`), classify };
      });
    case 'SPORTS':
      return SPORTS_GAMES.map(([name, classify]) => ({ name: book.take(() => `${vendor.displayName.split(' ')[0]} ${name}`), classify }));
    case 'ESPORTS':
      return ESPORTS_GAMES.map(([name, classify]) => ({ name: book.take(() => `${vendor.code} ${name}`), classify }));
    case 'COCKFIGHT':
      return COCKFIGHT_GAMES.map((name) => ({ name: book.take(() => `${vendor.code} ${name}`), classify: 'Cockfight' }));
    case 'LOTT':
    case 'ELOTT':
      return lotteryDrafts(vendor, r, book);
  }
}

interface LotteryDraft extends Draft {
  code: string;
  mUi: string;
  remark: string;
  region?: 'MB' | 'MT' | 'MN' | 'FAST';
  drawTime?: string;
  drawDays?: number[];
}

function lotteryDrafts(vendor: Vendor, r: Random, book: NameBook): LotteryDraft[] {
  if (vendor.code === 'TCG_LOTTO_VN') {
    const list: LotteryDraft[] = [];
    for (const region of ['MB', 'MT', 'MN'] as const) {
      VN_PROVINCES[region].forEach((province, i) => {
        book.add(province);
        const days = region === 'MB' && i === 0 ? [0, 1, 2, 3, 4, 5, 6] : [(i + (region === 'MT' ? 2 : 0)) % 7];
        list.push({
          name: province,
          classify: 'Vietnam',
          code: `VN_${region}_${slug(province).replace(/-/g, '').toUpperCase()}`,
          mUi: 'vnlotto',
          remark: `${VN_REGION_NAMES[region]} draw at ${VN_DRAW_TIME[region]}`,
          region,
          drawTime: VN_DRAW_TIME[region],
          drawDays: days,
        });
      });
    }
    for (const [name, minutes] of VN_FAST) {
      book.add(name);
      list.push({
        name,
        classify: 'Vietnam',
        code: `VN_FAST_${Math.round(minutes * 60)}S`,
        mUi: 'vnlotto',
        remark: `Draw every ${minutes < 1 ? `${Math.round(minutes * 60)} seconds` : `${minutes} min`}`,
        region: 'FAST',
        drawTime: '00:00',
        drawDays: [0, 1, 2, 3, 4, 5, 6],
      });
    }
    return list;
  }
  if (vendor.code === 'TCG_SEA') {
    return SEA_LOTTERIES.map(([name, classify], i) => {
      book.add(name);
      return { name, classify, code: `SEA_${slug(name).replace(/-/g, '_').toUpperCase()}`, mUi: '4d', remark: `Draws on ${['Wed', 'Sat', 'Sun'][i % 3]}` };
    });
  }
  const kinds = vendor.code === 'ELOTT' ? ELOTT_KINDS : LOTTERY_KINDS;
  const count = vendor.code === 'ELOTT' ? r.int(18, 24) : r.int(24, 30);
  const codes = new Set<string>();
  const list: LotteryDraft[] = [];
  while (list.length < count) {
    const [classify, label, mUi, prefix] = r.pick(kinds);
    const themeIndex = r.int(0, LOTTERY_THEMES.length - 1);
    const minutes = r.pick(LOTTERY_INTERVALS);
    const code = `${prefix}${themeIndex + 1}M${minutes}`;
    if (codes.has(code)) continue;
    codes.add(code);
    const name = book.take(() => `${LOTTERY_THEMES[themeIndex]} ${label} ${minutes} Min`);
    list.push({ name, classify, code, mUi, remark: `Draw every ${minutes} min` });
  }
  return list;
}

function minBetFor(category: GameCategory, r: Random): number {
  switch (category) {
    case 'RNG':
      return r.pick(RNG_MIN_BETS);
    case 'LIVE':
      return r.pick([1, 2, 5, 10, 20]);
    case 'FISH':
      return r.pick([0.1, 0.5, 1]);
    case 'PVP':
      return r.pick([0.5, 1, 2, 5]);
    case 'INHOUSE':
      return r.pick([0.1, 0.2, 1]);
    case 'LOTT':
    case 'ELOTT':
      return r.pick([0.1, 1, 2]);
    default:
      return 1;
  }
}

const SUPPORTS_TRIAL: readonly GameCategory[] = ['RNG', 'FISH', 'INHOUSE', 'PVP'];

// ---------------------------------------------------------------- the catalogue

/** `rngGames`: exactly this many RNG games, shared out over the RNG vendors (the game-list benchmark asks for 5,000). */
export function buildCatalogue(seed = 1, options: { rngGames?: number } = {}): Catalogue {
  const root = createRandom(seed);
  const vendors = buildVendors();
  const book = new NameBook();
  const games: Game[] = [];
  const lotteryDraftsByNode = new Map<string, LotteryDraft & { vendor: string }>();
  const rngVendors = vendors.filter((v) => v.gameCategory === 'RNG');
  const rngCount = (vendor: Vendor) => {
    const { rngGames } = options;
    if (rngGames === undefined) return undefined;
    const k = rngVendors.indexOf(vendor);
    return Math.floor(rngGames / rngVendors.length) + (k < rngGames % rngVendors.length ? 1 : 0);
  };

  for (const vendor of vendors) {
    const r = root.fork(`games:${vendor.code}`);
    drafts(vendor, r, book, rngCount(vendor)).forEach((draft, i) => {
      const nodeId = String(100001 + games.length);
      const icon = gameIconPath(nodeId);
      const category = vendor.gameCategory;
      const game: Game = {
        nodeId,
        gameName: draft.name,
        displayName: draft.name,
        vassalage: vendor.code,
        gameType: category,
        gameId: 'code' in draft && typeof draft.code === 'string' ? draft.code : `${vendor.code.toLowerCase()}_${slug(draft.name).replace(/-/g, '_')}`,
        gameClassify: draft.classify,
        minBet: minBetFor(category, r),
        isNew: r.chance(0.12),
        isHot: r.chance(0.1) || (i === 0 && (category === 'SPORTS' || category === 'ESPORTS')),
        supportPlay: SUPPORTS_TRIAL.includes(category) && r.chance(0.85),
        iconUrl: icon,
        showIcon: icon,
        mobileLargeIcon: icon,
        mobileSmallIcon: icon,
      };
      if (category === 'LIVE') game.roomId = `${vendor.code}-T${String(i + 1).padStart(2, '0')}`;
      games.push(game);
      if ('code' in draft) lotteryDraftsByNode.set(nodeId, { ...(draft as LotteryDraft), vendor: vendor.code });
    });
  }

  // Every category has something hot and something new, whatever the seed.
  for (const category of GAME_CATEGORIES) {
    const ofCategory = games.filter((g) => g.gameType === category);
    const first = ofCategory[0];
    if (first && !ofCategory.some((g) => g.isHot)) first.isHot = true;
    const last = ofCategory[ofCategory.length - 1];
    if (last && !ofCategory.some((g) => g.isNew)) last.isNew = true;
  }

  return {
    seed,
    ...(options.rngGames === undefined ? {} : { rngGames: options.rngGames }),
    baseTime: CATALOGUE_BASE_TIME,
    vendors,
    games,
    lotteryGroups: buildLotteryGroups(games, lotteryDraftsByNode),
    vnLotteryMenu: buildVnMenu(games, lotteryDraftsByNode),
    hotMatches: buildHotMatches(root.fork('hot-matches'), vendors, games),
    banners: BANNER_TITLES.map((title, i) => ({ id: `banner-${i + 1}`, title, url: bannerPath(`banner-${i + 1}`) })),
    vendorData: buildVendorData(vendors),
  };
}

function lotteryGame(game: Game, draft: LotteryDraft, gameId: number, mode: PrizeMode): LotteryGame {
  return {
    gameId,
    code: draft.code,
    displayName: game.displayName,
    nodeId: game.nodeId,
    mobileIconUrl: game.mobileSmallIcon,
    remark: draft.remark,
    entPlaySwitch: mode === 'Elott' || draft.mUi !== '4d',
    tradPlaySwitch: mode === 'Lott',
    mUi: draft.mUi,
    css: `lott-${draft.mUi}`,
  };
}

function buildLotteryGroups(games: Game[], drafts: Map<string, LotteryDraft & { vendor: string }>): Record<PrizeMode, LotteryGroup[]> {
  const groups: Record<PrizeMode, LotteryGroup[]> = { Lott: [], Elott: [] };
  let groupId = 1;
  let gameId = 1001;
  const vendorsOf: Record<PrizeMode, readonly string[]> = { Lott: ['LOTT', 'TCG_SEA'], Elott: ['ELOTT'] };
  for (const mode of PRIZE_MODES) {
    const byClassify = new Map<string, LotteryGame[]>();
    for (const game of games) {
      const draft = drafts.get(game.nodeId);
      if (!draft || !vendorsOf[mode].includes(draft.vendor)) continue;
      const list = byClassify.get(draft.classify) ?? [];
      list.push(lotteryGame(game, draft, gameId, mode));
      gameId += 1;
      byClassify.set(draft.classify, list);
    }
    const order = mode === 'Lott' ? CLASSIFICATIONS.LOTT : CLASSIFICATIONS.ELOTT;
    for (const classify of order) {
      const list = byClassify.get(classify);
      if (!list?.length) continue;
      groups[mode].push({ gameGroupId: groupId, displayName: classify === '4D' ? '4D Lottery' : `${classify} Lottery`, games: list });
      groupId += 1;
    }
  }
  return groups;
}

function buildVnMenu(games: Game[], drafts: Map<string, LotteryDraft & { vendor: string }>): VnLotteryRegion[] {
  const regions: VnLotteryRegion[] = (['MB', 'MT', 'MN', 'FAST'] as const).map((region) => ({
    region,
    displayName: VN_REGION_NAMES[region],
    games: [],
  }));
  let gameId = 5001;
  for (const game of games) {
    const draft = drafts.get(game.nodeId);
    if (!draft?.region) continue;
    regions
      .find((r) => r.region === draft.region)
      ?.games.push({
        gameId,
        code: draft.code,
        displayName: game.displayName,
        nodeId: game.nodeId,
        mobileIconUrl: game.mobileSmallIcon,
        drawDays: draft.drawDays ?? [],
        drawTime: draft.drawTime ?? '',
      });
    gameId += 1;
  }
  return regions;
}

function buildHotMatches(r: Random, vendors: Vendor[], games: Game[]): HotMatch[] {
  const sports = vendors.filter((v) => v.gameCategory === 'SPORTS');
  const teams = r.shuffle(CLUB_CITIES).map((city) => `${city} ${r.pick(CLUB_SUFFIX)}`);
  const count = r.int(6, 8);
  const matches: HotMatch[] = [];
  let at = CATALOGUE_BASE_TIME;
  for (let i = 0; i < count; i += 1) {
    const vendor = sports[i % sports.length] as Vendor;
    const book = games.find((g) => g.vassalage === vendor.code) as Game;
    const homeTeam = teams[(2 * i) % teams.length] as string;
    const awayTeam = teams[(2 * i + 1) % teams.length] as string;
    at += r.int(1, 8) * 30 * 60_000;
    matches.push({
      matchTime: at,
      league: r.pick(LEAGUES),
      homeTeam,
      awayTeam,
      homeTeamImageUrl: teamIconPath(slug(homeTeam)),
      awayTeamImageUrl: teamIconPath(slug(awayTeam)),
      vendor: vendor.code,
      roomId: String(700001 + i),
      nodeId: book.nodeId,
    });
  }
  return matches;
}

function buildVendorData(vendors: Vendor[]): VendorData {
  const mapping: Partial<Record<GameCategory, VendorName[]>> = {};
  for (const v of vendors) {
    const entry: VendorName = {
      vassalage: v.code,
      displayName: v.displayName,
      accountTypeName: v.accountTypeName,
      iconUrl: v.iconUrl,
      mobileLargeIcon: v.mobileLargeIcon,
    };
    const list = mapping[v.platformCategory] ?? [];
    list.push(entry);
    mapping[v.platformCategory] = list;
  }
  const sorting = GAME_CATEGORIES.flatMap((gameCategory) => {
    const vendorNames = mapping[gameCategory];
    return vendorNames ? [{ gameCategory, vendorNames: [...vendorNames] }] : [];
  });
  return { sorting, mapping };
}
