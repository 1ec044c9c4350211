/**
 * The inbox's deletions with undo as both screens show them: the app's one queue (api/inbox inboxDeletes,
 * which outlives the screens, so Undo still works after Back), a failure told with the platform's reason,
 * and the undo bars.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '../../api/deferred-writes';
import { type InboxDeletes, type InboxMessage, inboxDeletes } from '../../api/inbox';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useWidgetEnv } from '../../ui/widget-env';

export type InboxDeleteState = InboxDeletes & QueueState<InboxMessage>;

/** Tells the player an inbox call failed, with the platform's reason. */
export function useInboxFailure(): (error: unknown, key: string) => void {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const problemText = useProblemText();
  return (error, key) => void env.notify(`${t(key)} ${problemText(problemOf(error)) ?? ''}`.trim(), 'error');
}

/** The queue and its state; while the screen shows, a failed deletion is told (one listener per queue, told with this render's texts). */
export function useInboxDeletes(): InboxDeleteState {
  const queue = inboxDeletes(useQueryClient());
  const state = useSyncExternalStore(queue.subscribe, queue.state);
  const failure = useInboxFailure();
  const fail = useRef(failure);
  fail.current = failure;
  useEffect(() => queue.onFailure((error) => fail.current(error, 'inbox.deleteFailed')), [queue]);
  return { ...queue, ...state };
}

/** One bar per waiting deletion, each with its Undo. */
export function UndoBars({ deletes, onUndo }: { deletes: InboxDeleteState; onUndo?: (items: readonly InboxMessage[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="lv-inbox-undo" role="status" aria-live="polite" data-testid="inbox-undo">
      {deletes.waiting.map((d) => (
        <p key={d.id} className="lv-inbox-undo-bar" data-testid="inbox-undo-bar">
          <span>{t('inbox.deleted', { count: d.items.length })}</span>
          <button
            type="button"
            className="lv-button lv-button-small"
            onClick={() => {
              deletes.undo(d.id);
              onUndo?.(d.items);
            }}
            data-testid="inbox-undo-button"
          >
            {t('inbox.undo')}
          </button>
        </p>
      ))}
    </div>
  );
}
