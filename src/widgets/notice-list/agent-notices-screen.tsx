/**
 * Agent notices, /m/member/notice?types=A (issue 18; spec 2.15, 3 "Announcement", 7): the agent
 * announcements (types A) with unread marks. Opening one shows its date and sanitised content and marks it
 * read; "Mark all as read" marks the rest. The count under the agent footer's and menu's badge
 * (ui/unread-badge, the same cached call) falls at once and is read again from the platform afterwards.
 * Shown where the agent footer offers it, to agent member types only (the route's access rule).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAnnouncementsRead } from '../../api/agent-extras';
import { type AgentAnnouncements, type AgentNotice, agentAnnouncementsQuery, useAgentAnnouncements, useMarkAnnouncementRead } from '../../api/content';
import { Offered } from '../../ui/offered';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { NoticeBody, NoticesEmpty } from './notice-parts';
import './notice-list.css';

/** The cached list with these notices read, so every badge falls before the platform answers. */
function showRead(client: QueryClient, ids: readonly string[]) {
  client.setQueryData<AgentAnnouncements>(agentAnnouncementsQuery().queryKey, (old) => {
    if (!old) return old;
    const items = old.items.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
    return { items, unreadCount: Math.max(0, old.unreadCount - old.items.filter((n) => !n.read && ids.includes(n.id)).length) };
  });
}

export default function AgentNoticesScreen({ route }: ScreenProps) {
  return (
    <section className="lv-notices lv-agent-notices" data-screen={route.screen} data-testid="agent-notices-screen">
      <Offered screens={['agentNotices']} testId="agent-notices-unavailable">
        <AgentNoticeList />
      </Offered>
    </section>
  );
}

function AgentNoticeList() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const notices = useAgentAnnouncements();
  const markAll = useMarkAnnouncementsRead();
  if (notices.isError) return <Failed onRetry={() => void notices.refetch()} />;
  if (!notices.data) return <Waiting />;
  if (notices.data.items.length === 0) return <NoticesEmpty />;
  const unread = notices.data.items.filter((n) => !n.read).map((n) => n.id);
  const readAll = () => {
    if (markAll.isPending) return;
    showRead(client, unread);
    markAll.mutate(unread, { onError: () => env.notify(t('agentNotices.markFailed'), 'error', env.config.constants.successMessageMs) });
  };
  return (
    <div className="lv-agent-notices-body" data-state="ready">
      <div className="lv-agent-notices-bar">
        <p aria-live="polite" data-testid="agent-notices-unread" data-count={notices.data.unreadCount}>
          {t('agentNotices.unread', { count: notices.data.unreadCount })}
        </p>
        {unread.length > 0 ? (
          <button type="button" className="lv-button lv-button-quiet" onClick={readAll} disabled={markAll.isPending} data-testid="agent-notices-read-all">
            {t('agentNotices.markAllRead')}
          </button>
        ) : null}
      </div>
      <ul className="lv-notices-list" data-testid="notices-list">
        {notices.data.items.map((notice) => (
          <li key={notice.id}>
            <AgentNoticeItem notice={notice} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AgentNoticeItem({ notice }: { notice: AgentNotice }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const markRead = useMarkAnnouncementRead();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    setOpen(!open);
    if (!open && !notice.read) {
      showRead(client, [notice.id]);
      markRead.mutate(notice.id, { onError: () => env.notify(t('agentNotices.markFailed'), 'error', env.config.constants.successMessageMs) });
    }
  };
  const panel = `agent-notice-${notice.id}`;
  return (
    <article className="lv-notice lv-agent-notice" data-testid="notice-item" data-id={notice.id} data-read={notice.read}>
      <h2>
        <button type="button" className="lv-agent-notice-title" aria-expanded={open} aria-controls={panel} onClick={toggle} data-testid="agent-notice-open">
          {notice.read ? null : <span className="lv-agent-notice-dot" aria-hidden="true" />}
          <span dir="auto">{notice.title}</span>
          {notice.read ? null : <span className="lv-visually-hidden"> {t('agentNotices.unreadMark')}</span>}
        </button>
      </h2>
      <div id={panel} hidden={!open}>
        {open ? <NoticeBody notice={notice} /> : null}
      </div>
    </article>
  );
}
