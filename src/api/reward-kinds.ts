/**
 * The reward kinds and their counts (MCSFE_getAvailablePromotions, shared/platform-api-member.md §5): one
 * parser for the reward centre and for the REFERRAL and MISSION switches. Its own module because the frame
 * asks for the switches on every page, and the rest of the reward calls (rewards.ts) belong to their screens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http';
import { flag, list, number, object, optionalNumber, text } from './parse';

const MINUTE = 60_000;

export interface RewardKind {
  enabled: boolean;
  count: number;
}

export interface AvailableRewards {
  /** MANUAL, RAFFLE, TICKET, LOGIN, REGISTER, SAVIOR, UPGRADE_BONUS, MISSION_MANUAL, REFERRAL, COPY_BET, … */
  kinds: Record<string, RewardKind>;
  /** TICKET's ticketDetails: how many tickets of each type wait. */
  tickets: { ticketType: string; ticketCount: number }[];
}

export function parseAvailableRewards(value: unknown): AvailableRewards {
  const content = object(object(value, 'available promotions').content, 'content');
  const kinds: Record<string, RewardKind> = {};
  for (const [kind, entry] of Object.entries(content)) {
    const r = object(entry, kind);
    kinds[kind] = { enabled: flag(r, 'enabled'), count: optionalNumber(r, 'count') ?? 0 };
  }
  const details = content.TICKET === undefined ? undefined : object(content.TICKET, 'TICKET').ticketDetails;
  const tickets =
    details === undefined || details === null
      ? []
      : list(details, 'ticketDetails', (entry) => {
          const d = object(entry, 'ticket detail');
          return { ticketType: text(d, 'ticketType'), ticketCount: number(d, 'ticketCount') };
        });
  return { kinds, tickets };
}

/** REFERRAL gates invite friends, MISSION the mission activity (spec §2.12, §5). */
export const promoEnabled = (rewards: AvailableRewards | undefined, key: 'REFERRAL' | 'MISSION') => rewards?.kinds[key]?.enabled ?? false;

export const getAvailableRewards = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getAvailablePromotions', { parse: parseAvailableRewards, signal });

export const promotionsQuery = () => queryOptions({ queryKey: ['rewards', 'available'], queryFn: ({ signal }) => getAvailableRewards(signal), staleTime: 5 * MINUTE });

export const useAvailableRewards = (enabled = true) => useQuery({ ...promotionsQuery(), enabled });

