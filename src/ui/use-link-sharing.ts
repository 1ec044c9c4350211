/**
 * Copy and Share for a link shown in a read-only field (the referral dialog, the invite-friends screen).
 * Where the clipboard refuses, the field is focused with the link selected, ready to copy by hand.
 */
import { useRef, useState } from 'react';
import { copyText } from '../lib/referral-link';
import { useInvitationLink } from '../api/referral';
import { useScreenPath } from './widget-env';

export type CopyState = 'idle' | 'copied' | 'refused';

/** The member's invitation link, to this merchant's register screen (the referral dialog, invite friends). */
export const useMyInvitationLink = () => useInvitationLink(useScreenPath('register') ?? '/m/register');

export function useLinkSharing(link: string | undefined, shareText: () => { title: string; text: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    if (!link) return;
    setCopy('idle');
    if (await copyText(link)) return setCopy('copied');
    setCopy('refused');
    input.current?.focus();
    input.current?.select();
  };

  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ ...shareText(), url: link });
    } catch {
      // The player closed the share sheet, or the browser refused: the link and Copy are still there.
    }
  };

  return { copy, input, canShare, copyLink, share };
}
