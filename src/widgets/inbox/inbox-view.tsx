/**
 * The inbox (/m/webEmail, and /m/message without an id): the messages newest first with their unread
 * mark, "Load more" for the next page, a delete per message, a select mode (mark read or delete the
 * selected ones) and "Mark all read". A deletion hides its rows and waits 5 s with Undo before the call
 * goes out (api/deferred-writes.ts; the queue outlives the screen, so Undo still works after Back); a
 * failed deletion brings them back and says so. Reads and deletes lower the unread count shown at once,
 * so the badges follow (api/inbox.ts useUnreadCount).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InboxMessage, readAllMessages, readMessages, useInboxList, useUnreadCount } from '../../api/inbox';
import { useDateTime } from '../../ui/date-time';
import { useFocusRescue } from '../../ui/focus-rescue';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { UndoBars, useInboxDeletes, useInboxFailure } from './inbox-deletes';
import { useMessagePath } from './inbox-offer';

export function InboxView() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fail = useInboxFailure();
  const queue = useInboxDeletes();
  const inbox = useInboxList();
  const unread = useUnreadCount();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const hidden = new Set(queue.hidden.map((m) => m.id));
  const messages = (inbox.data?.pages.flatMap((p) => p.items) ?? []).filter((m) => !hidden.has(m.id));
  // Waiting deletions may hide every loaded row: the inbox is empty only when no page is left to load.
  const state = inbox.isPending ? 'loading' : inbox.isError && !inbox.data ? 'error' : messages.length || inbox.hasNextPage ? 'ready' : 'empty';
  const chosen = messages.filter((m) => selected.has(m.id));
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes when the control holding it goes: the next row's Delete, a restored row, else the heading.
  const focusNext = useRef<{ id: string; control: 'inbox-delete' | 'inbox-open' }>(undefined);
  useFocusRescue(root, () => {
    const want = focusNext.current;
    focusNext.current = undefined;
    const row = want && [...(root.current?.querySelectorAll<HTMLElement>('[data-testid="inbox-row"]') ?? [])].find((r) => r.dataset.id === want.id);
    return row?.querySelector<HTMLElement>(`[data-testid="${want?.control}"]`) ?? heading.current;
  });
  const deleteOne = (m: InboxMessage) => {
    const at = messages.indexOf(m);
    const next = messages[at + 1] ?? messages[at - 1];
    focusNext.current = next ? { id: next.id, control: 'inbox-delete' } : undefined;
    queue.add([m]);
  };
  const restored = (items: readonly InboxMessage[]) => {
    focusNext.current = items[0] ? { id: items[0].id, control: 'inbox-open' } : undefined;
  };

  const endSelect = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const withSelected = (act: (items: readonly InboxMessage[]) => void) => {
    act(chosen);
    endSelect();
  };
  const read = (items: readonly InboxMessage[]) => void readMessages(client, items).catch((error: unknown) => fail(error, 'inbox.readFailed'));
  const readAll = () => void readAllMessages(client).catch((error: unknown) => fail(error, 'inbox.readFailed'));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section ref={root} className="lv-inbox" data-testid="inbox" data-state={state} aria-busy={state === 'loading'}>
      <h2 ref={heading} tabIndex={-1} className="lv-visually-hidden">
        {t('inbox.heading')}
      </h2>
      {state === 'ready' ? (
        <div className="lv-inbox-tools" data-testid="inbox-tools">
          {selecting ? (
            <>
              <span className="lv-inbox-count" aria-live="polite">
                {t('inbox.selected', { count: chosen.length })}
              </span>
              <button type="button" className="lv-button lv-button-quiet" disabled={!chosen.some((m) => !m.read)} onClick={() => withSelected(read)} data-testid="inbox-read-selected">
                {t('inbox.markRead')}
              </button>
              <button type="button" className="lv-button lv-button-quiet" disabled={chosen.length === 0} onClick={() => withSelected(queue.add)} data-testid="inbox-delete-selected">
                {t('inbox.delete')}
              </button>
              <button type="button" className="lv-button lv-button-quiet" onClick={endSelect}>
                {t('common.cancel')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="lv-button lv-button-quiet" onClick={() => setSelecting(true)} data-testid="inbox-select">
                {t('inbox.select')}
              </button>
              {unread.data ? (
                <button type="button" className="lv-button lv-button-quiet" onClick={readAll} data-testid="inbox-read-all">
                  {t('inbox.markAllRead')}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {state === 'loading' ? (
        <Waiting />
      ) : state === 'error' ? (
        <Failed onRetry={() => void inbox.refetch()} />
      ) : state === 'empty' ? (
        <div className="lv-status" data-testid="inbox-empty">
          <p>{t('inbox.empty')}</p>
        </div>
      ) : (
        <ul className="lv-inbox-list" data-testid="inbox-list">
          {messages.map((m) => (
            <InboxRow key={m.id} message={m} selecting={selecting} selected={selected.has(m.id)} onToggle={() => toggle(m.id)} onDelete={() => deleteOne(m)} />
          ))}
        </ul>
      )}
      {inbox.hasNextPage && state === 'ready' ? (
        <button type="button" className="lv-button lv-button-block lv-button-quiet" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()} data-testid="inbox-more">
          {inbox.isFetchingNextPage ? t('common.pleaseWait') : t('inbox.loadMore')}
        </button>
      ) : null}
      {inbox.isFetchNextPageError ? <p role="alert">{t('common.loadFailed')}</p> : null}
      <UndoBars deletes={queue} onUndo={restored} />
    </section>
  );
}

/** The text of a message's HTML for its one-line preview (shown as text, never as HTML). */
export function previewOf(html: string): string {
  // A parsed document is inert (no scripts run, nothing loads); every entity is decoded.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style')) node.remove();
  for (const node of doc.body.querySelectorAll('p, div, br, li, h1, h2, h3, h4, h5, h6, tr, td')) node.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function InboxRow({ message: m, selecting, selected, onToggle, onDelete }: { message: InboxMessage; selecting: boolean; selected: boolean; onToggle: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const pathOf = useMessagePath();
  const dateTime = useDateTime();
  const date = m.createdAt === undefined ? undefined : dateTime(m.createdAt);
  const body = (
    <>
      <span className="lv-inbox-title" dir="auto">
        {m.read ? null : <span className="lv-inbox-dot" aria-hidden="true" />}
        {m.title}
      </span>
      {m.read ? null : <span className="lv-visually-hidden">{t('inbox.unread')}</span>}
      <span className="lv-inbox-preview" dir="auto">
        {previewOf(m.content)}
      </span>
      {date ? <span className="lv-inbox-date">{date}</span> : null}
    </>
  );
  // Without a route for one message (the merchant routes none), a row is text to read, not a dead link.
  const path = pathOf(m.id);
  return (
    <li className="lv-inbox-row" data-read={m.read} data-testid="inbox-row" data-id={m.id}>
      {selecting ? (
        <label className="lv-inbox-open">
          <input type="checkbox" checked={selected} onChange={onToggle} data-testid="inbox-check" />
          <span className="lv-inbox-text">{body}</span>
        </label>
      ) : path ? (
        <RouteLink to={path} className="lv-inbox-open" data-testid="inbox-open">
          <span className="lv-inbox-text">{body}</span>
        </RouteLink>
      ) : (
        <div className="lv-inbox-open">
          <span className="lv-inbox-text">{body}</span>
        </div>
      )}
      {selecting ? null : (
        <button type="button" className="lv-inbox-delete" onClick={onDelete} aria-label={t('inbox.deleteOne', { title: m.title })} data-testid="inbox-delete">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
