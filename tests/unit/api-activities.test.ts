/**
 * The activity-centre and referral answers as they enter (platform-api-member.md §5; shapes *unverified*):
 * an unknown apply type offers nothing (information only), an unknown status reads as available, a
 * malformed answer throws (the screens show it as a failure with Retry), and an invitation link's origin is
 * the platform's first promotion domain when it is https, else the site's own.
 */
import { describe, expect, it } from 'vitest';
import { parseActivityDetail, parseActivityPage, parseCategories, parseClaimResult } from '../../src/api/activities';
import { parseRulesHtml } from '../../src/api/parse';
import { parseInviteePage, parseReferralDetails } from '../../src/api/referral';
import { invitationLink, invitationOrigin } from '../../src/lib/referral-link';

describe('activity answers', () => {
  it('reads a page of promotions with their apply type and status', () => {
    const page = parseActivityPage({
      list: [
        { id: 7, categoryId: 2, title: 'Cashback', imageUrl: '/a.svg', startTime: 1, endTime: 2, applyType: 'APPLY', remarkRequired: true, status: 'APPLIED' },
        { id: '8', title: 'Odd', applyType: 'LOTTERY_WHEEL', status: 'SOMETHING' },
      ],
      pageNum: 1,
      totalPages: 3,
    });
    expect(page.items[0]).toMatchObject({ id: '7', categoryId: '2', applyType: 'apply', remarkRequired: true, status: 'applied' });
    expect(page.items[1]).toMatchObject({ id: '8', categoryId: '', applyType: 'none', remarkRequired: false, status: 'available' });
    expect([page.pageNum, page.totalPages]).toEqual([1, 3]);
  });

  it('throws on a malformed list, category or detail', () => {
    expect(() => parseActivityPage({ list: 'nope', pageNum: 1, totalPages: 1 })).toThrow();
    expect(() => parseActivityPage({ list: [{ title: 'no id' }], pageNum: 1, totalPages: 1 })).toThrow(/id/);
    expect(() => parseCategories({ id: 1 })).toThrow();
    expect(() => parseActivityDetail(null)).toThrow();
  });

  it('reads a detail with its content and a claim result', () => {
    expect(parseActivityDetail({ id: 1, title: 'T', applyType: 'CLAIM', status: 'AVAILABLE', content: '<p>x</p>', bonus: 50 })).toMatchObject({ content: '<p>x</p>', bonus: 50, applyType: 'claim' });
    expect(parseClaimResult({ status: 'CLAIMED', bonus: 50 })).toEqual({ status: 'claimed', bonus: 50 });
    expect(parseClaimResult({ status: 'APPLIED' })).toEqual({ status: 'applied', bonus: 0 });
  });
});

describe('referral answers', () => {
  it('reads the details as seen live (referralCode, totalInvitations, promotionDomains)', () => {
    expect(parseReferralDetails({ referralCode: 'AF1', totalInvitations: '4', promotionDomains: ['play.example', 7] })).toEqual({
      referralCode: 'AF1',
      totalInvitations: 4,
      promotionDomains: ['play.example'],
    });
    expect(parseReferralDetails({ referralCode: 'AF1', totalInvitations: 0 }).promotionDomains).toEqual([]);
    expect(() => parseReferralDetails({ totalInvitations: 0 })).toThrow(/referralCode/);
  });

  it('reads the invitees and the rules (an object with content, or the HTML itself)', () => {
    expect(parseInviteePage({ list: [{ customerName: 'friend1', registerTime: 5 }], pageNum: 1, totalPages: 1 }).items).toEqual([{ name: 'friend1', registeredAt: 5 }]);
    expect(parseRulesHtml({ content: '<ol></ol>' })).toBe('<ol></ol>');
    expect(parseRulesHtml('<p>r</p>')).toBe('<p>r</p>');
  });
});

describe('invitationOrigin', () => {
  it('uses the first promotion domain over https, a bare host name too', () => {
    expect(invitationOrigin(['play.example'], 'https://site.example')).toBe('https://play.example');
    expect(invitationOrigin(['https://promo.example/path'], 'https://site.example')).toBe('https://promo.example');
    expect(invitationLink(invitationOrigin(['play.example'], 'https://site.example'), '/m/register', 'AF1')).toBe('https://play.example/m/register?affiliateCode=AF1');
  });

  it('falls back to the site for no domain or one that is not https', () => {
    expect(invitationOrigin([], 'https://site.example')).toBe('https://site.example');
    expect(invitationOrigin(['http://plain.example'], 'https://site.example')).toBe('https://site.example');
    expect(invitationOrigin(['javascript:alert(1)'], 'https://site.example')).toBe('https://site.example');
  });
});
