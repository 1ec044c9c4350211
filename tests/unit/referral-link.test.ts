/**
 * The referral dialog's pieces (spec 2.10, 2.12): the invitation link is the register page with the
 * player's code in the affiliateCode parameter the register screen reads; copying answers whether the
 * clipboard took it (a refusal or no clipboard at all is false, never a throw).
 */
import { describe, expect, it } from 'vitest';
import { copyText, invitationLink } from '../../src/lib/referral-link';
import { affiliateFromUrl } from '../../src/widgets/register/register-form';

describe('invitationLink', () => {
  it('puts the code where the register screen reads it', () => {
    const link = invitationLink('https://demo.example', '/m/register', 'AF100002');
    expect(link).toBe('https://demo.example/m/register?affiliateCode=AF100002');
    expect(affiliateFromUrl(new URL(link).searchParams)).toEqual({ code: 'AF100002' });
  });

  it('escapes a code with characters a URL must escape', () => {
    expect(new URL(invitationLink('https://demo.example', '/m/register', 'A&B C')).searchParams.get('affiliateCode')).toBe('A&B C');
  });
});

describe('copyText', () => {
  it('answers true when the clipboard takes the text', async () => {
    const written: string[] = [];
    expect(await copyText('hello', { writeText: async (text) => void written.push(text) })).toBe(true);
    expect(written).toEqual(['hello']);
  });

  it('answers false when the browser refuses or has no clipboard', async () => {
    expect(await copyText('hello', { writeText: () => Promise.reject(new Error('NotAllowedError')) })).toBe(false);
    expect(await copyText('hello', undefined)).toBe(false);
  });
});
