/**
 * The lottery screens' pure rules: the "all" tab lists every group's games once in group order (spec §4),
 * the play types a game offers come from its switches, launch addresses carry playType, prize_mode, code
 * and pageBack (spec §2.1), search, and how a hot or recent game item is found among the lottery games.
 */
import { describe, expect, it } from 'vitest';
import type { GameItem, LotteryGame, LotteryGroup } from '../../src/api/games';
import { allGames, categoryOf, groupTab, lotteryGameOf, lotteryHref, matchesSearch, playable, playTypesOf, vnHref } from '../../src/widgets/lottery/lottery-data';

const game = (code: string, extra: Partial<LotteryGame> = {}): LotteryGame => ({ gameId: code, code, name: code, entPlay: true, tradPlay: true, ...extra });
const group = (id: string, games: LotteryGame[]): LotteryGroup => ({ gameGroupId: id, displayName: `Group ${id}`, games });
const item = (nodeId: string, gameId: string): GameItem => ({ nodeId, name: gameId, vendor: 'LOTT', gameType: 'LOTT', gameId, supportPlay: false, isNew: false });

describe('lottery lists', () => {
  it('the all tab lists every group’s games once, in group order', () => {
    const groups = [group('1', [game('A'), game('B')]), group('2', [game('C'), game('A')])];
    expect(allGames(groups).map((g) => g.code)).toEqual(['A', 'B', 'C']);
  });

  it('group tab ids never collide with the all and Vietnam tabs', () => {
    expect(groupTab(group('all', []))).toBe('gall');
    expect(groupTab(group('vn', []))).toBe('gvn');
  });

  it('play types follow tradPlaySwitch and entPlaySwitch, traditional first; a game with neither is not listed', () => {
    expect(playTypesOf(game('A'))).toEqual(['trad', 'ent']);
    expect(playTypesOf(game('A', { tradPlay: false }))).toEqual(['ent']);
    expect(playTypesOf(game('A', { entPlay: false }))).toEqual(['trad']);
    expect(playable([game('A'), game('B', { entPlay: false, tradPlay: false })]).map((g) => g.code)).toEqual(['A']);
  });

  it('search matches name, remark or code, ignoring case and outer spaces', () => {
    const g = { code: 'KENO5', name: 'Lucky Keno 5 Min', remark: 'Draw every 5 min' };
    expect(matchesSearch(g, '  keno ')).toBe(true);
    expect(matchesSearch(g, 'EVERY')).toBe(true);
    expect(matchesSearch(g, 'keno5')).toBe(true);
    expect(matchesSearch(g, 'pk10')).toBe(false);
    expect(matchesSearch(g, '')).toBe(true);
  });

  it('a game item is its lottery game by node id, else by its game id as the code', () => {
    const games = [game('SSC1', { nodeId: '100500' }), game('PK2')];
    expect(lotteryGameOf(item('100500', 'x'), games)?.code).toBe('SSC1');
    expect(lotteryGameOf(item('1', 'PK2'), games)?.code).toBe('PK2');
    expect(lotteryGameOf(item('1', 'none'), games)).toBeUndefined();
  });
});

describe('lottery launch addresses', () => {
  it('a lottery game opens /m/launchGame with playType, prize_mode and its code; no pageBack=home, so back returns to the list', () => {
    const url = new URL(lotteryHref('SSC1M5', 'Elott', 'ent'), 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({ playType: 'ent', prize_mode: 'Elott', code: 'SSC1M5' });
    expect(lotteryHref('4D', 'Lott', 'trad')).toBe('/m/launchGame?playType=trad&prize_mode=Lott&code=4D');
  });

  it('a Vietnam lottery game opens /m/launchGame with the TCG_LOTTO_VN vendor and its code', () => {
    expect(vnHref('VN_MB_HANOI')).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB_HANOI');
  });

  it('hot and recent lottery games are asked for by the prize mode’s category', () => {
    expect(categoryOf('Lott')).toBe('LOTT');
    expect(categoryOf('Elott')).toBe('ELOTT');
  });
});
