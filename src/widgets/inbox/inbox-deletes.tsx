/**
 * The inbox's deletions with undo (delete-queue.ts) as both screens use them: the call through api/inbox
 * after 5 s (or when the screen closes), a failure told with the platform's reason, and the undo bars.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteMessages, type InboxMessage, shiftUnread } from '../../api/inbox';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/form';
import { useWidgetEnv } from '../../ui/widget-env';
import { type DeleteQueue, type QueueState, useDeleteQueue } from './delete-queue';

/** How long a deletion can be undone before it is sent (issue 17). */
export const UNDO_MS = 5_000;

export type InboxDeletes = DeleteQueue<InboxMessage> & QueueState<InboxMessage>;

/** Tells the player an inbox call failed, with the platform's reason. */
export function useInboxFailure(): (error: unknown, key: string) => void {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const problemText = useProblemText();
  return (error, key) => void env.notify(`${t(key)} ${problemText(problemOf(error)) ?? ''}`.trim(), 'error');
}

/** Hidden rows lower the unread count at once (the badges follow); an undo or a failed call puts it back. */
export function useInboxDeletes(): InboxDeletes {
  const client = useQueryClient();
  const fail = useInboxFailure();
  const queue = useDeleteQueue<InboxMessage>({
    delayMs: UNDO_MS,
    send: (items) => deleteMessages(client, items),
    onFailed: (items, error) => {
      shiftUnread(client, items, 1);
      fail(error, 'inbox.deleteFailed');
    },
  });
  return {
    ...queue,
    remove: (items) => {
      shiftUnread(client, items, -1);
      queue.remove(items);
    },
    undo: (id) => {
      const batch = queue.waiting.find((d) => d.id === id);
      if (batch) shiftUnread(client, batch.items, 1);
      queue.undo(id);
    },
  };
}

/** One bar per waiting deletion, each with its Undo. */
export function UndoBars({ deletes }: { deletes: InboxDeletes }) {
  const { t } = useTranslation();
  return (
    <div className="lv-inbox-undo" role="status" aria-live="polite" data-testid="inbox-undo">
      {deletes.waiting.map((d) => (
        <p key={d.id} className="lv-inbox-undo-bar" data-testid="inbox-undo-bar">
          <span>{t('inbox.deleted', { count: d.items.length })}</span>
          <button type="button" className="lv-button lv-button-small" onClick={() => deletes.undo(d.id)} data-testid="inbox-undo-button">
            {t('inbox.undo')}
          </button>
        </p>
      ))}
    </div>
  );
}
