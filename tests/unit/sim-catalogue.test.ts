/** The simulator's game catalogue (issue: games, vendors, lottery, hot matches, local images, seeded). */
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  CATALOGUE_BASE_TIME,
  CLASSIFICATIONS,
  GAME_CATEGORIES,
  type Game,
  RNG_MIN_BETS,
} from '../../src/platform-sim/data/catalogue';
import {
  favouritesPage,
  filterGames,
  findGame,
  gameById,
  gameListPage,
  hotGames,
  lotteryMenu,
  pageOf,
  recentsPage,
  vendorGameTypes,
  vendorsByCategory,
  vnLotteryMenu,
} from '../../src/platform-sim/data/queries';
import { createRandom } from '../../src/platform-sim/data/random';

// Built once: building is cheap (a few milliseconds), so no timing assertion is needed here.
const cat = buildCatalogue();

const ASCII = /^[\x20-\x7e]*$/;

/** Every string in a value, with its JSON path. */
function strings(value: unknown, path = '$'): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('random', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('int stays in range, pick picks members, shuffle permutes without touching the input', () => {
    const r = createRandom(7);
    for (let i = 0; i < 500; i += 1) {
      const n = r.int(3, 6);
      expect(n >= 3 && n <= 6 && Number.isInteger(n)).toBe(true);
    }
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(list).toContain(r.pick(list));
    const shuffled = r.shuffle(list);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => r.pick([])).toThrow();
  });

  it('fork gives a stream that depends on the label, not on what was drawn before', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });
});

describe('catalogue', () => {
  it('is deterministic: the same seed deep-equals, another seed differs', () => {
    expect(buildCatalogue(1)).toEqual(cat);
    expect(buildCatalogue()).toEqual(buildCatalogue(1));
    const other = buildCatalogue(2);
    expect(other).not.toEqual(cat);
    expect(other.games.map((g) => g.gameName)).not.toEqual(cat.games.map((g) => g.gameName));
  });

  it('holds at least 600 games over at least 20 vendors, for several seeds', () => {
    for (const seed of [1, 2, 3, 99, 123456]) {
      const c = seed === 1 ? cat : buildCatalogue(seed);
      expect(c.games.length).toBeGreaterThanOrEqual(600);
      expect(c.vendors.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('covers every category with vendors and games', () => {
    for (const category of GAME_CATEGORIES) {
      expect(cat.vendors.some((v) => v.gameCategory === category), category).toBe(true);
      expect(cat.games.some((g) => g.gameType === category), category).toBe(true);
    }
  });

  it('has the vendors the spec names, in their categories', () => {
    const byCode = new Map(cat.vendors.map((v) => [v.code, v]));
    expect(byCode.get('TF')?.gameCategory).toBe('ESPORTS');
    expect(byCode.get('IA')?.gameCategory).toBe('ESPORTS');
    expect(byCode.get('DS88')?.gameCategory).toBe('COCKFIGHT');
    expect(byCode.get('SV3')?.gameCategory).toBe('COCKFIGHT');
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']) expect(byCode.get(code)?.gameCategory).toBe('LOTT');
    expect(byCode.get('ELOTT')?.gameCategory).toBe('ELOTT');
    for (const code of ['TF', 'IA', 'DS88', 'SV3', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) {
      expect(cat.games.some((g) => g.vassalage === code), code).toBe(true);
    }
  });

  it('gives every vendor the fields the client reads, and unique codes', () => {
    expect(new Set(cat.vendors.map((v) => v.code)).size).toBe(cat.vendors.length);
    for (const v of cat.vendors) {
      expect(v.vassalage).toBe(v.code);
      expect(v.displayName).not.toBe('');
      expect(v.accountTypeName).not.toBe('');
      expect(v.iconUrl).toBe(`/sim-assets/vendor/${v.code}.png`);
    }
  });

  it('gives every game unique string nodeIds, a known vendor and consistent fields', () => {
    const nodeIds = cat.games.map((g) => g.nodeId);
    expect(new Set(nodeIds).size).toBe(nodeIds.length);
    expect(new Set(cat.games.map((g) => g.gameName.toLowerCase())).size).toBe(cat.games.length);
    const vendorCategory = new Map(cat.vendors.map((v) => [v.code, v.gameCategory]));
    for (const g of cat.games) {
      expect(typeof g.nodeId).toBe('string');
      expect(g.gameName.length).toBeGreaterThan(1);
      expect(g.displayName).toBe(g.gameName);
      expect(vendorCategory.get(g.vassalage)).toBe(g.gameType);
      expect(g.gameId).not.toBe('');
      expect(CLASSIFICATIONS[g.gameType]).toContain(g.gameClassify);
      expect(g.minBet).toBeGreaterThan(0);
      expect(typeof g.isNew).toBe('boolean');
      expect(typeof g.isHot).toBe('boolean');
      expect(typeof g.supportPlay).toBe('boolean');
      expect(g.iconUrl).toBe(`/sim-assets/game/${g.nodeId}.png`);
      if (g.gameType === 'RNG') expect(RNG_MIN_BETS).toContain(g.minBet);
      if (g.gameType === 'LIVE') expect(g.roomId).toMatch(/^[A-Z0-9]+-T\d+$/);
    }
  });

  it('uses several classifications and every RNG minimum bet', () => {
    const rng = cat.games.filter((g) => g.gameType === 'RNG');
    expect(new Set(rng.map((g) => g.gameClassify))).toEqual(new Set(CLASSIFICATIONS.RNG));
    expect(new Set(rng.map((g) => g.minBet))).toEqual(new Set(RNG_MIN_BETS));
    expect(new Set(cat.games.filter((g) => g.gameType === 'LIVE').map((g) => g.gameClassify)).size).toBeGreaterThan(2);
  });

  it('names are varied and ASCII-only everywhere', () => {
    const rng = cat.games.filter((g) => g.gameType === 'RNG');
    const firstWords = new Set(rng.map((g) => g.gameName.split(' ')[0]));
    expect(firstWords.size).toBeGreaterThan(20);
    for (const [path, text] of strings(cat)) expect(ASCII.test(text), `${path}: ${text}`).toBe(true);
  });

  it('points every image at a local /sim-assets/ path', () => {
    const images = strings(cat).filter(([path]) => /(Url|Icon|url)$/.test(path));
    expect(images.length).toBeGreaterThan(cat.games.length * 4);
    for (const [path, url] of images) expect(url, path).toMatch(/^\/sim-assets\/(game|vendor|team|banner)\/[A-Za-z0-9_-]+\.png$/);
    expect(strings(cat).some(([, text]) => /https?:/.test(text))).toBe(false);
  });

  it('has hot matches with the spec fields, a sports vendor and its sportsbook node, at fixed times', () => {
    expect(cat.hotMatches.length).toBeGreaterThanOrEqual(4);
    const sports = new Set(cat.vendors.filter((v) => v.gameCategory === 'SPORTS').map((v) => v.code));
    let previous = CATALOGUE_BASE_TIME;
    for (const m of cat.hotMatches) {
      expect(sports.has(m.vendor)).toBe(true);
      expect(gameById(cat, m.nodeId)?.vassalage).toBe(m.vendor);
      expect(m.homeTeam).not.toBe(m.awayTeam);
      expect(m.league).not.toBe('');
      expect(m.roomId).toMatch(/^\d+$/);
      expect(m.homeTeamImageUrl).toMatch(/^\/sim-assets\/team\//);
      expect(m.matchTime).toBeGreaterThan(previous);
      previous = m.matchTime;
    }
    expect(cat.hotMatches[0]?.matchTime).toBeLessThan(CATALOGUE_BASE_TIME + 5 * 3_600_000);
  });

  it('vendor data lists every vendor once, e-sport and cockfight vendors under SPORTS (the client splits them)', () => {
    const data = vendorsByCategory(cat);
    const listed = data.sorting.flatMap((s) => s.vendorNames.map((v) => v.vassalage));
    expect([...listed].sort()).toEqual(cat.vendors.map((v) => v.code).sort());
    const sports = data.sorting.find((s) => s.gameCategory === 'SPORTS');
    expect(sports?.vendorNames.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['TF', 'IA', 'DS88', 'SV3']));
    expect(data.sorting.map((s) => s.gameCategory)).not.toContain('ESPORTS');
    for (const entry of data.sorting) {
      expect(data.mapping[entry.gameCategory]).toEqual(entry.vendorNames);
      for (const v of entry.vendorNames) expect(v.accountTypeName).not.toBe('');
    }
    expect(data.mapping.ELOTT?.map((v) => v.vassalage)).toEqual(['ELOTT']);
  });
});

describe('game list paging and filters', () => {
  const rng = cat.games.filter((g) => g.gameType === 'RNG');

  it('pages 26 a page with the right totalPages, a partial last page and empty pages beyond the end', () => {
    const total = Math.ceil(rng.length / 26);
    expect(rng.length % 26).not.toBe(0);
    const first = gameListPage(cat, { gameType: 'RNG', pageNo: 1 });
    expect(first.games).toHaveLength(26);
    expect(first).toMatchObject({ pageNum: 1, totalPages: total });
    expect(first.games).toEqual(rng.slice(0, 26));
    const last = gameListPage(cat, { gameType: 'RNG', pageNo: total });
    expect(last.games).toHaveLength(rng.length - 26 * (total - 1));
    expect(last.games.at(-1)).toEqual(rng.at(-1));
    const beyond = gameListPage(cat, { gameType: 'RNG', pageNo: total + 1 });
    expect(beyond).toEqual({ games: [], pageNum: total + 1, totalPages: total });
    const all: Game[] = [];
    for (let p = 1; p <= total; p += 1) all.push(...gameListPage(cat, { gameType: 'RNG', pageNo: p }).games);
    expect(all).toEqual(rng);
  });

  it('reads query-string values and defaults the page to 1', () => {
    expect(gameListPage(cat, { gameType: 'RNG', pageNo: '2', pageSize: '10' }).games).toEqual(rng.slice(10, 20));
    expect(gameListPage(cat, { gameType: 'RNG', pageNo: '' }).pageNum).toBe(1);
    expect(gameListPage(cat, { gameType: 'RNG', pageNo: 0 }).pageNum).toBe(1);
    expect(gameListPage(cat).games).toEqual(cat.games.slice(0, 26));
    expect(gameListPage(cat).totalPages).toBe(Math.ceil(cat.games.length / 26));
  });

  it('answers totalPages 1 and no games when nothing matches', () => {
    expect(gameListPage(cat, { gameName: 'zzz-no-such-game' })).toEqual({ games: [], pageNum: 1, totalPages: 1 });
  });

  it('searches by name, case-insensitively, as a substring', () => {
    const target = rng[10] as Game;
    const word = (target.gameName.split(' ')[1] ?? target.gameName).toUpperCase();
    const found = gameListPage(cat, { gameType: 'RNG', gameName: word, pageSize: 500 }).games;
    expect(found).toContainEqual(target);
    for (const g of found) expect(g.gameName.toLowerCase()).toContain(word.toLowerCase());
    expect(gameListPage(cat, { gameName: `  ${target.gameName.toLowerCase()} ` }).games).toEqual([target]);
  });

  it('filters by classification, minimum bet, vendor and new', () => {
    const megaways = filterGames(cat, { gameType: 'RNG', gameClassify: 'Megaways' });
    expect(megaways.length).toBeGreaterThan(0);
    for (const g of megaways) expect(g.gameClassify).toBe('Megaways');
    for (const bet of RNG_MIN_BETS) {
      const list = filterGames(cat, { gameType: 'RNG', minBet: String(bet) });
      expect(list.length, String(bet)).toBeGreaterThan(0);
      for (const g of list) expect(g.minBet).toBe(bet);
    }
    const vendor = rng[0]?.vassalage as string;
    const ofVendor = filterGames(cat, { vassalage: vendor });
    expect(ofVendor).toEqual(cat.games.filter((g) => g.vassalage === vendor));
    const fresh = filterGames(cat, { isNew: 'true' });
    expect(fresh.length).toBeGreaterThan(0);
    for (const g of fresh) expect(g.isNew).toBe(true);
    expect(filterGames(cat, { isNew: false })).toHaveLength(cat.games.length);
    const combined = filterGames(cat, { gameType: 'RNG', gameClassify: 'Slots', minBet: 0.1, vassalage: vendor });
    for (const g of combined) expect([g.gameClassify, g.minBet, g.vassalage]).toEqual(['Slots', 0.1, vendor]);
  });

  it('SPORTS includes e-sport and cockfight games; ESPORTS and COCKFIGHT only their own', () => {
    const sports = filterGames(cat, { gameType: 'SPORTS' }).map((g) => g.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['TF', 'DS88']));
    expect(new Set(filterGames(cat, { gameType: 'ESPORTS' }).map((g) => g.vassalage))).toEqual(new Set(['TF', 'IA']));
    expect(new Set(filterGames(cat, { gameType: 'COCKFIGHT' }).map((g) => g.vassalage))).toEqual(new Set(['DS88', 'SV3']));
  });
});

describe('hot games, favourites, recents, lookups', () => {
  it('lists hot games per category, and all of them for an empty type or HOT', () => {
    for (const category of GAME_CATEGORIES) {
      const list = hotGames(cat, category);
      expect(list.length, category).toBeGreaterThan(0);
      for (const g of list) expect(g.isHot).toBe(true);
    }
    const all = cat.games.filter((g) => g.isHot);
    expect(hotGames(cat)).toEqual(all);
    expect(hotGames(cat, 'HOT')).toEqual(all);
    expect(gameListPage(cat, { gameType: 'HOT', pageSize: 1000 }).games).toEqual(all);
  });

  it('pages favourites (content) and recents (list, 25 a page) in the ids order, skipping unknown ids', () => {
    const ids = cat.games.slice(0, 60).map((g) => g.nodeId).reverse();
    const fav = favouritesPage(cat, [...ids, 'nope'], 1);
    expect(fav.content).toHaveLength(26);
    expect(fav.content[0]?.nodeId).toBe(ids[0]);
    expect(fav).toMatchObject({ pageNum: 1, totalPages: 3 });
    const recent = recentsPage(cat, ids, 3);
    expect(recent.list).toHaveLength(10);
    expect(recent.totalPages).toBe(3);
    expect(recentsPage(cat, [], 1)).toEqual({ list: [], totalPages: 1 });
  });

  it('finds games by nodeId (string or number) and by vendor and gameId', () => {
    const game = cat.games[123] as Game;
    expect(gameById(cat, game.nodeId)).toBe(game);
    expect(gameById(cat, Number(game.nodeId))).toBe(game);
    expect(gameById(cat, 'missing')).toBeUndefined();
    expect(findGame(cat, { gameId: game.gameId, vassalage: game.vassalage })).toBe(game);
    expect(findGame(cat, { nodeId: game.nodeId })).toBe(game);
    expect(findGame(cat, {})).toBeUndefined();
  });

  it('pageOf never reports fewer than one page', () => {
    expect(pageOf([], 1, 26)).toEqual({ items: [], pageNum: 1, totalPages: 1 });
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ items: [3], pageNum: 2, totalPages: 2 });
  });
});

describe('lottery and vendor game types', () => {
  it('has lottery groups for both prize modes with the fields the lobby reads', () => {
    for (const mode of ['Lott', 'Elott']) {
      const groups = lotteryMenu(cat, mode);
      expect(groups.length, mode).toBeGreaterThan(1);
      for (const group of groups) {
        expect(typeof group.gameGroupId).toBe('number');
        expect(group.displayName).not.toBe('');
        expect(group.games.length).toBeGreaterThan(0);
        for (const game of group.games) {
          expect(Object.keys(game)).toEqual(
            expect.arrayContaining(['gameId', 'code', 'mobileIconUrl', 'remark', 'entPlaySwitch', 'tradPlaySwitch', 'mUi', 'css']),
          );
          expect(game.mobileIconUrl).toMatch(/^\/sim-assets\/game\//);
          expect(gameById(cat, game.nodeId)?.gameId).toBe(game.code);
          if (mode === 'Lott') expect(game.tradPlaySwitch).toBe(true);
          else expect(game.entPlaySwitch).toBe(true);
        }
      }
    }
    const lottVendors = new Set(lotteryMenu(cat, 'Lott').flatMap((g) => g.games.map((x) => gameById(cat, x.nodeId)?.vassalage)));
    expect(lottVendors).toEqual(new Set(['LOTT', 'TCG_SEA']));
    const elottVendors = new Set(lotteryMenu(cat, 'elott').flatMap((g) => g.games.map((x) => gameById(cat, x.nodeId)?.vassalage)));
    expect(elottVendors).toEqual(new Set(['ELOTT']));
    expect(lotteryMenu(cat, 'ZY')).toEqual([]);
    const codes = [...lotteryMenu(cat, 'Lott'), ...lotteryMenu(cat, 'Elott')].flatMap((g) => g.games.map((x) => x.gameId));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has a Vietnam lottery menu by region, from the TCG_LOTTO_VN games', () => {
    const regions = vnLotteryMenu(cat);
    expect(regions.map((r) => r.region)).toEqual(['MB', 'MT', 'MN', 'FAST']);
    const games = regions.flatMap((r) => r.games);
    expect(games.length).toBe(cat.games.filter((g) => g.vassalage === 'TCG_LOTTO_VN').length);
    for (const r of regions) expect(r.games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(g.drawTime).toMatch(/^\d\d:\d\d$/);
      expect(g.drawDays.length).toBeGreaterThan(0);
    }
  });

  it('lists vendor game types with classifications and RNG minimum bets', () => {
    const content = vendorGameTypes(cat);
    expect(content).toHaveLength(cat.vendors.length);
    expect(content.reduce((n, v) => n + v.gameCount, 0)).toBe(cat.games.length);
    const rngVendor = content.find((v) => v.gameType === 'RNG');
    expect(rngVendor?.gameClassify.length).toBeGreaterThan(1);
    for (const bet of rngVendor?.minBets ?? []) expect(RNG_MIN_BETS).toContain(bet);
    expect(content.find((v) => v.vassalage === 'TF')?.gameType).toBe('ESPORTS');
  });
});
