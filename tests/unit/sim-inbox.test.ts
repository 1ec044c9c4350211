/**
 * The simulated inbox (platform-api-member.md §6): a session is needed; the unread count matches the
 * list, which pages newest first; a read and a delete change what the next calls answer, and persist
 * across a save and load; a message's bonus is an issued promotion: one claim call (the reward centre's)
 * credits it once, the row then says claimed, a second is refused; ids are never reused; the control API adds messages and an inbox never grows past its bound.
 */
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { INBOX_LIMIT } from '../../src/platform-sim/routes/inbox';
import { callSim, type Envelope } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
type Row = { inboxId: number; title: string; content: string; metadata: string | null; read: boolean; createTime: number; recordSource: string };
type Sim = ReturnType<typeof createPlatformSimulator>;

async function member(sim: Sim = createPlatformSimulator(merchants), extra: Record<string, unknown> = {}) {
  const username = `inbox${Math.random().toString(36).slice(2, 8)}`;
  await callSim(sim, 'POST', '/__sim/members', { username, balance: 100, ...extra });
  const { token } = (await (await callSim(sim, 'POST', `/__sim/members/${username}/session`)).json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await callSim(sim, method, path, body, 'DEMO', { Authorization: token });
    return { status: res.status, body: (await res.json()) as Envelope };
  };
  const list = async (query = 'page=1&size=50') => (await call('GET', `/wps/relay/EMFE_getInbox?${query}`)).body.value as { content: Row[]; totalPages: number };
  const unread = async () => (await call('GET', '/wps/relay/EMFE_getInboxUnreadCount')).body.value as number;
  const balance = async () => ((await call('GET', '/wps/v2/wallets/balance?typeId=0')).body.value as { sumBalance: number }).sumBalance;
  return { sim, username, token, call, list, unread, balance };
}

describe('simulated inbox', () => {
  it('needs a session', async () => {
    const sim = createPlatformSimulator(merchants);
    const res = await callSim(sim, 'GET', '/wps/relay/EMFE_getInboxUnreadCount');
    expect([res.status, ((await res.json()) as Envelope).errorCode]).toEqual([401, 'login.not.session']);
  });

  it('seeds read and unread messages, one carrying a bonus; the count matches the list, which pages newest first', async () => {
    const { list, unread } = await member();
    const all = await list();
    expect(all.content.length).toBeGreaterThan(10);
    expect(all.content.filter((m) => m.read).length).toBeGreaterThan(0);
    expect(all.content.filter((m) => !m.read)).toHaveLength(await unread());
    expect(all.content.map((m) => m.createTime)).toEqual([...all.content.map((m) => m.createTime)].sort((a, b) => b - a));
    const gift = all.content.find((m) => m.metadata);
    expect(JSON.parse(gift?.metadata ?? '{}')).toMatchObject({ promoType: 'MANUAL', claimId: expect.any(String), bonus: 18, claimed: false });
    expect(gift?.content).toContain('data-widget="claim"');
    const second = await list('page=2&size=4');
    expect(second.totalPages).toBe(Math.ceil(all.content.length / 4));
    expect(second.content.map((m) => m.inboxId)).toEqual(all.content.slice(4, 8).map((m) => m.inboxId));
  });

  it('marks one or several messages read, and refuses ids that are not the member’s', async () => {
    const { call, list, unread } = await member();
    const before = await unread();
    const [a, b, c] = (await list()).content.filter((m) => !m.read && m.recordSource === 'MERCHANT');
    const one = await call('PUT', `/wps/relay/EMFE_updateInboxRead?recordSource=MERCHANT`, { id: a?.inboxId });
    expect(one.body).toEqual({ success: true, value: before - 1 });
    await call('PUT', `/wps/relay/EMFE_updateInboxRead?recordSource=MERCHANT`, { ids: [b?.inboxId, c?.inboxId] });
    expect(await unread()).toBe(before - 3);
    expect((await list()).content.filter((m) => [a, b, c].some((x) => x?.inboxId === m.inboxId)).map((m) => m.read)).toEqual([true, true, true]);
    const refused = await call('PUT', `/wps/relay/EMFE_updateInboxRead?recordSource=MERCHANT`, { ids: [99_999] });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'inbox.not.found']);
  });

  it('deletes the messages named by repeated inboxIds; they stay gone after a save and a load', async () => {
    const { sim, token, call, list, unread } = await member();
    const [a, b] = (await list()).content.filter((m) => !m.read && m.recordSource === 'MERCHANT');
    const before = await unread();
    const res = await call('DELETE', `/wps/relay/EMFE_deleteInbox?inboxIds=${a?.inboxId}&inboxIds=${b?.inboxId}&recordSource=MERCHANT`);
    expect(res.body).toEqual({ success: true, value: before - 2 });
    const ids = (await list()).content.map((m) => m.inboxId);
    expect(ids).not.toContain(a?.inboxId);
    expect(ids).not.toContain(b?.inboxId);
    expect((await call('DELETE', `/wps/relay/EMFE_deleteInbox?inboxIds=${a?.inboxId}&recordSource=MERCHANT`)).status).toBe(400);

    const restored = createPlatformSimulator(merchants);
    restored.load(JSON.parse(JSON.stringify(sim.save())));
    const again = await callSim(restored, 'GET', '/wps/relay/EMFE_getInbox?page=1&size=50', undefined, 'DEMO', { Authorization: token });
    const content = ((await again.json()) as { value: { content: Row[] } }).value.content.map((m) => m.inboxId);
    expect(content).toEqual(ids);
  });

  it('one claim call serves an inbox bonus and a reward-centre promotion: each credits once, is marked claimed, and lands in the history', async () => {
    const { sim, username, call, list, balance } = await member();
    const gift = (await list()).content.find((m) => m.metadata);
    const { claimId } = JSON.parse(gift?.metadata ?? '{}') as { claimId: string };
    const waiting = (await call('GET', '/wps/relay/MCSFE_getClaimPromotion?promotionType=MANUAL,UPGRADE_BONUS&status=I')).body.value as { claimId: string; promotionType: string; bonus: number }[];
    expect(waiting.map((p) => p.claimId)).toContain(claimId);
    const upgrade = waiting.find((p) => p.promotionType === 'UPGRADE_BONUS');
    const before = await balance();

    const first = await call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId });
    expect(first.body).toEqual({ success: true, value: { bonus: 18, balance: before + 18 } });
    const reward = await call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId: upgrade?.claimId });
    expect(reward.body).toEqual({ success: true, value: { bonus: 8, balance: before + 26 } });
    expect(await balance()).toBe(before + 26);

    const second = await call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId });
    expect([second.status, second.body.errorCode, second.body.message]).toEqual([400, 'promotion.already.claimed', 'This bonus has already been claimed']);
    expect(await balance()).toBe(before + 26);
    const claimedGift = (await list()).content.find((m) => m.inboxId === gift?.inboxId);
    expect(JSON.parse(claimedGift?.metadata ?? '{}')).toMatchObject({ claimId, claimed: true });
    const history = (await call('GET', '/wps/relay/PROMOFE_getClaimHistory?page=1&size=20')).body.value as { list: { title: string; bonus: number }[] };
    expect(history.list.map((h) => [h.title, h.bonus])).toEqual([['VIP upgrade bonus', 8], ['A gift for you', 18]]);
    const saved = sim.save() as unknown as { worlds: Record<string, { wallet: { transactions: { account: string; kind: string; amount: number }[] } }> };
    expect(saved.worlds.DEMO?.wallet.transactions.filter((tx) => tx.account === username).map((tx) => [tx.kind, tx.amount])).toEqual([['bonus', 18], ['bonus', 8]]);
    expect((await call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId: 'nope' })).body.errorCode).toBe('promotion.not.claimable');
  });

  it('never reuses an id: deleting the newest message and adding one (after a save and load) gives a new id and a new claim', async () => {
    const { sim, username, token, call, list } = await member();
    await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { title: 'First', content: '', bonus: 5 });
    const first = (await list()).content[0];
    await call('DELETE', `/wps/relay/EMFE_deleteInbox?inboxIds=${first?.inboxId}&recordSource=${first?.recordSource}`);
    const restored = createPlatformSimulator(merchants);
    restored.load(JSON.parse(JSON.stringify(sim.save())));
    await callSim(restored, 'POST', `/__sim/members/${username}/messages`, { title: 'Second', content: '', bonus: 5 });
    const answer = await callSim(restored, 'GET', '/wps/relay/EMFE_getInbox?page=1&size=5', undefined, 'DEMO', { Authorization: token });
    const second = ((await answer.json()) as { value: { content: Row[] } }).value.content[0];
    expect(second?.title).toBe('Second');
    expect(second?.inboxId).toBeGreaterThan(first?.inboxId ?? Number.POSITIVE_INFINITY);
    expect(JSON.parse(second?.metadata ?? '{}').claimId).not.toBe(JSON.parse(first?.metadata ?? '{}').claimId);
  });

  it('the control API adds an unread message (with a bonus when asked) and an inbox keeps at most its bound', async () => {
    const { sim, username, list, unread } = await member();
    const before = await unread();
    const added = await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { title: 'Hello', content: '<p>Hi</p>', bonus: 5 });
    expect(added.status).toBe(201);
    const first = (await list()).content[0];
    expect(first).toMatchObject({ title: 'Hello', content: '<p>Hi</p>', read: false });
    expect(JSON.parse(first?.metadata ?? '{}')).toMatchObject({ bonus: 5 });
    expect(await unread()).toBe(before + 1);
    expect((await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { content: 'no title' })).status).toBe(400);
    expect((await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { title: 'x', content: '', bonus: -1 })).status).toBe(400);
    expect((await callSim(sim, 'POST', '/__sim/members/nobody/messages', { title: 'x', content: '' })).status).toBe(404);

    for (let i = 0; i < INBOX_LIMIT + 5; i++) await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { title: `m${i}`, content: '' });
    const pages = await list('page=1&size=50');
    expect(pages.totalPages).toBe(Math.ceil(INBOX_LIMIT / 50));
    expect(pages.content[0]?.title).toBe(`m${INBOX_LIMIT + 4}`);
  });

  it('gives a free-trial account no bonus: its seeded inbox carries none, and the control API adds none', async () => {
    const { sim, username, list, call } = await member(undefined, { type: 4 });
    const all = (await list()).content;
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((m) => m.metadata)).toEqual([]);
    expect((await call('GET', '/wps/relay/MCSFE_getClaimPromotion?status=I')).body.value).toEqual([]);
    expect((await callSim(sim, 'POST', `/__sim/members/${username}/messages`, { title: 'Gift', content: '', bonus: 5 })).status).toBe(400);
  });

  it('tells an expired bonus by its endTime: past it the claim status is EXPIRED and the claim is refused', async () => {
    const clock = { now: Date.UTC(2026, 0, 10) };
    const { call, list } = await member(createPlatformSimulator(merchants, { now: () => clock.now }));
    const gift = (await list()).content.find((m) => m.metadata);
    const meta = JSON.parse(gift?.metadata ?? '{}') as { claimId: string; claimed: boolean; endTime: number };
    expect(meta).toMatchObject({ claimed: false, endTime: clock.now + 7 * 86_400_000 });
    const status = async () => (await call('POST', '/wps/relay/PROMOFE_queryPromotionClaimStatus', { claimIds: [meta.claimId] })).body.value;
    expect(await status()).toEqual([{ promoType: 'MANUAL', claimId: meta.claimId, status: 'CLAIMABLE', endTime: meta.endTime }]);
    clock.now = meta.endTime;
    expect(JSON.parse((await list()).content.find((m) => m.inboxId === gift?.inboxId)?.metadata ?? '{}')).toMatchObject({ claimed: false, endTime: meta.endTime });
    expect(await status()).toEqual([{ promoType: 'MANUAL', claimId: meta.claimId, status: 'EXPIRED', endTime: meta.endTime }]);
    expect((await call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { claimId: meta.claimId })).body.errorCode).toBe('promotion.not.claimable');
  });

  it('answers an empty inbox with 0 pages, as every simulated list does', async () => {
    const { call, list } = await member();
    for (const source of ['MERCHANT', 'PROMOTION']) {
      const ids = (await list()).content.filter((m) => m.recordSource === source).map((m) => `inboxIds=${m.inboxId}`);
      expect((await call('DELETE', `/wps/relay/EMFE_deleteInbox?${ids.join('&')}&recordSource=${source}`)).body.success).toBe(true);
    }
    expect(await list()).toMatchObject({ content: [], totalPages: 0 });
  });
});
