/**
 * A downline opened from the address (/m/member/team?account=…) is found by its exact account even when more
 * names than one page holds contain it: the platform's search matches parts of names ("a_1" finds "a_10"…).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Downline, DownlineQuery } from '../../src/api/agent';

const getDownlines = vi.fn<(query: DownlineQuery) => Promise<{ items: Downline[]; pageNum: number; totalPages: number }>>();
vi.mock('../../src/api/agent', () => ({ getDownlines: (query: DownlineQuery) => getDownlines(query) }));
const { findDownline } = await import('../../src/api/agent-team');

const row = (account: string): Downline => ({ id: account, account, nickname: '', type: 0, regDate: 0, balance: 0, rebate: 0, online: false, teamCount: 0 });
/** The agent's 250 direct downlines a_1 … a_250, newest first, searched as the platform does: by part of the name. */
function platform(query: DownlineQuery) {
  const all = Array.from({ length: 250 }, (_, i) => row(`a_${250 - i}`)).filter((d) => d.account.includes(query.username ?? ''));
  const size = query.pageSize ?? 20;
  const pageNum = query.pageNo ?? 1;
  return Promise.resolve({ items: all.slice((pageNum - 1) * size, pageNum * size), pageNum, totalPages: Math.max(1, Math.ceil(all.length / size)) });
}

describe('findDownline', () => {
  beforeEach(() => {
    getDownlines.mockReset();
    getDownlines.mockImplementation(platform);
  });

  it('reads further pages when the exact account is not on the first', async () => {
    // 133 names contain "a_1" (a_1, a_10 … a_19, a_100 … a_199, a_201 …); the oldest, a_1, comes last.
    const found = await findDownline('a_1');
    expect(found?.account).toBe('a_1');
    expect(getDownlines.mock.calls.map(([query]) => query.pageNo)).toEqual([1, 2]);
  });

  it('finds an account on the first page with one call', async () => {
    expect((await findDownline('a_250'))?.account).toBe('a_250');
    expect(getDownlines).toHaveBeenCalledTimes(1);
  });

  it('answers null, after the last page, for a name that is not a downline', async () => {
    expect(await findDownline('a_1000')).toBeNull();
    expect(await findDownline('a_')).toBeNull();
    expect(getDownlines.mock.calls.at(-1)?.[0]).toMatchObject({ pageNo: 3, pageSize: 100 });
  });
});
