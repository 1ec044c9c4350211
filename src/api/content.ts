/**
 * Content calls (platform-api.md "Member, wallet, settings"; spec §2.10, §2.12–2.15, §3, §7):
 * agent announcements, help centre, live chat and feedback (the inbox is in inbox.ts; the reward kinds in
 * reward-kinds.ts, the member club in rewards.ts; the home and register announcements in announcements.ts; the encrypted
 * customer-service links and service/version in service-links.ts, so the DES cipher is not loaded with this
 * module). Server HTML is kept as sent and sanitised where it is shown (ui/server-html, the only place that
 * renders it), so DOMPurify stays out of the code every page loads; server addresses are allow-listed here.
 * Paths and shapes the public evidence does not show (service/version, mark-read body) follow the simulator
 * and are *unverified*.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safeHttps } from '../lib/safe-url';
import { type Notice, parseNotice } from './announcements';
import { isRecord, request } from './http';
import { list, number, object, optionalText, flag, text } from './parse';

const MINUTE = 60_000;

/** An agent announcement; its content is the server's HTML (render it through ui/server-html). */
export interface AgentNotice extends Notice {
  read: boolean;
}

export interface AgentAnnouncements {
  items: AgentNotice[];
  unreadCount: number;
}

export function parseAgentAnnouncements(value: unknown): AgentAnnouncements {
  const r = object(value, 'agent announcements');
  return {
    items: list(r.list, 'list', (entry) => ({ ...parseNotice(entry), read: flag(object(entry, 'announcement'), 'read') })),
    unreadCount: number(object(r.footer, 'footer'), 'unreadCount'),
  };
}

export const getAgentAnnouncements = (signal?: AbortSignal) =>
  request('/wps/relay/CCSFE_getListAnnouncements', { query: { types: 'A', groupName: 'm_home', platform: 'M' }, parse: parseAgentAnnouncements, signal });

export const agentAnnouncementsQuery = () =>
  queryOptions({ queryKey: ['content', 'announcements', 'agent'], queryFn: ({ signal }) => getAgentAnnouncements(signal), staleTime: MINUTE });

export const useAgentAnnouncements = (enabled = true) => useQuery({ ...agentAnnouncementsQuery(), enabled });

/** The answer is the agent's new unread count (the simulator's `{unreadCount}`; a bare number is accepted). */
const parseUnread = (value: unknown) => number(isRecord(value) ? value : { unreadCount: value }, 'unreadCount');

/** Module id AGEANNOUNCE3 is *unverified* for this call. */
export const markAnnouncementRead = (id: string) =>
  request('/wps/relay/MCSFE_markAnnouncementAsRead', { method: 'POST', moduleId: 'AGEANNOUNCE3', body: { id }, parse: parseUnread });

export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    // Read again either way: after a failure the list shown as read (optimistically) is put right.
    onSettled: () => client.invalidateQueries({ queryKey: agentAnnouncementsQuery().queryKey }),
  });
}

// ---------------------------------------------------------------- help centre

export interface HelpItem {
  title: string;
  /** The server's HTML, not sanitised: render it only through ui/server-html's ServerHtml. */
  content: string;
}

export const parseHelpItems = (value: unknown): HelpItem[] =>
  list(value, 'help centre', (entry) => {
    const r = object(entry, 'help item');
    return { title: text(r, 'title'), content: optionalText(r, 'content') ?? '' };
  });

export const getHelpCentre = (language: string, signal?: AbortSignal) =>
  request('/wps/system/helpCenter', { query: { device: 'MOBILE', lang: language.toUpperCase() }, parse: parseHelpItems, signal });

export const helpCentreQuery = (language: string) =>
  queryOptions({ queryKey: ['content', 'help', language.toUpperCase()], queryFn: ({ signal }) => getHelpCentre(language, signal), staleTime: 10 * MINUTE });

export const useHelpCentre = (language: string) => useQuery(helpCentreQuery(language));

// ---------------------------------------------------------------- customer service

/** The live-chat address; anything but https is refused (an ApiError of kind malformed). */
export function parseLiveChat(value: unknown): string {
  const url = typeof value === 'string' ? value : text(object(value, 'live chat'), 'url');
  const safe = safeHttps(url);
  if (!safe) throw new Error('the live-chat url is not https');
  return safe;
}

export const getLiveChatLink = (signal?: AbortSignal) => request('/wps/relay/CBS_launchChat', { parse: parseLiveChat, signal });

export const liveChatQuery = () => queryOptions({ queryKey: ['content', 'liveChat'], queryFn: ({ signal }) => getLiveChatLink(signal), staleTime: 5 * MINUTE });

export const useLiveChatLink = (enabled = true) => useQuery({ ...liveChatQuery(), enabled });

// ---------------------------------------------------------------- feedback (FEEDBACK3)

export interface FeedbackInput {
  content: string;
  type?: string;
  /** Images as data: URLs (png or jpg, at most 3; spec §5). */
  images?: string[];
}

export const sendFeedback = (input: FeedbackInput) =>
  request('/wps/feedback', { method: 'PUT', moduleId: 'FEEDBACK3', body: input, parse: (value) => ({ id: text(object(value, 'feedback'), 'id') }) });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
