/**
 * The popular-games rules (spec 2.11, §4) with the simulator's vendor data and fixed inputs: HOT first,
 * the SPORTS split order, which tabs list vendors and which list games, the lottery "all" tab, the hot
 * vendors, the game-list address of a vendor tile, and arrow keys in a tablist (mirrored right to left).
 */
import { describe, expect, it } from 'vitest';
import { type GameItem, groupVendors, parseVendorData, type VendorCategory } from '../../src/api/games';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import {
  gameListHref,
  hotVendors,
  isLotteryTab,
  lotterySubTabs,
  popularTabs,
  showsVendorList,
} from '../../src/widgets/popular-games/popular-rules';
import { tabAfterKey } from '../../src/ui/tabs';

const categories = groupVendors(parseVendorData(buildCatalogue().vendorData));
const vendor = (code: string) => ({ vendor: code, displayName: `${code} name` });
const game = (nodeId: string, code: string): GameItem => ({ nodeId, name: nodeId, vendor: code, gameType: 'RNG', gameId: nodeId, supportPlay: false, isNew: false });

describe('popular tabs', () => {
  it('are HOT, then the server categories with SPORTS split into SPORTS, ESPORTS, COCKFIGHT right after it', () => {
    expect(popularTabs(categories)).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']);
  });

  it('skip categories left without vendors and never repeat HOT', () => {
    const input: VendorCategory[] = [
      { category: 'SPORTS', vendors: [] },
      { category: 'HOT', vendors: [vendor('X')] },
      { category: 'RNG', vendors: [vendor('SPW')] },
    ];
    expect(popularTabs(input)).toEqual(['HOT', 'RNG']);
    expect(popularTabs([])).toEqual(['HOT']);
  });

  it("with the block's props tabs, are those the platform offers, in the chosen order", () => {
    expect(popularTabs(categories, ['LIVE', 'HOT', 'NOPE', 'LOTT'])).toEqual(['LIVE', 'HOT', 'LOTT']);
    expect(popularTabs(categories, ['NOPE'])).toEqual([]);
    expect(popularTabs(categories, [])).toEqual(popularTabs(categories));
  });

  it('HOT, RNG, PVP, LIVE and FISH list vendors; every other category lists games', () => {
    const tabs = popularTabs(categories);
    expect(tabs.filter(showsVendorList)).toEqual(['HOT', 'LIVE', 'FISH', 'RNG', 'PVP']);
    expect(tabs.filter((t) => !showsVendorList(t))).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE']);
  });

  it('lottery tabs get an "all" tab first, then one per vendor', () => {
    expect(['LOTT', 'ELOTT', 'SPORTS', 'RNG'].map(isLotteryTab)).toEqual([true, true, false, false]);
    const lott = categories.find((c) => c.category === 'LOTT')?.vendors ?? [];
    expect(lotterySubTabs(lott)).toEqual(['all', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    expect(lotterySubTabs([])).toEqual(['all']);
  });
});

describe('hot vendors', () => {
  it('are the hot games vendors in first-seen order, named and pictured from the vendor data', () => {
    const vendors = hotVendors([game('1', 'SPW'), game('2', 'SBK'), game('3', 'SPW'), game('4', 'NEW1')], categories);
    expect(vendors.map((v) => v.vendor)).toEqual(['SPW', 'SBK', 'NEW1']);
    expect(vendors[0]).toMatchObject({ displayName: 'Spinworks', icon: '/sim-assets/vendor/SPW.png' });
    // A vendor the vendor data does not know keeps its code as its name.
    expect(vendors[2]).toEqual({ vendor: 'NEW1', displayName: 'NEW1' });
    expect(hotVendors([], categories)).toEqual([]);
  });
});

describe('a vendor tile', () => {
  it('opens /m/gameList?gameType=<category>&vassalage=<vendor>', () => {
    expect(gameListHref('RNG', 'SPW')).toBe('/m/gameList?gameType=RNG&vassalage=SPW');
    expect(gameListHref('HOT', 'TCG_SEA')).toBe('/m/gameList?gameType=HOT&vassalage=TCG_SEA');
    expect(gameListHref('SPORTS')).toBe('/m/gameList?gameType=SPORTS');
  });
});

describe('tablist keys', () => {
  it('right and left arrows move and wrap, Home and End go to the ends, other keys do nothing', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabAfterKey('Home', 2, 3, false)).toBe(0);
    expect(tabAfterKey('End', 0, 3, false)).toBe(2);
    expect(tabAfterKey('Enter', 0, 3, false)).toBeUndefined();
    expect(tabAfterKey('ArrowRight', 0, 0, false)).toBeUndefined();
  });

  it('right to left, the left arrow moves forward', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, true)).toBe(2);
  });
});
