/**
 * One message (/m/message?id=N, deep-linkable): its title, date and sanitised HTML, marked read when it
 * opens (the badges follow at once). A message carrying a bonus (metadata claimId, or the content's claim
 * widget) offers Claim (the reward centre's claim call and hook): the balance, rewards and inbox are read
 * again and the message says it was claimed, also after a reload; a refusal shows the platform's message
 * with Retry. Delete hides the message with Undo for 5 s, as the inbox does.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { ALREADY_CLAIMED, type InboxClaim, type InboxMessage, inboxMessageQuery, readMessages } from '../../api/inbox';
import { useWallet } from '../../api/member';
import { problemOf } from '../../api/problems';
import { claimIssuedReward, useClaim } from '../../api/rewards';
import { useDateTime } from '../../ui/date-time';
import { useFocusRescue } from '../../ui/focus-rescue';
import { useProblemText } from '../../ui/form';
import { useMoney } from '../../ui/money';
import { RouteLink } from '../../ui/route-link';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import { UndoBars, useInboxDeletes } from './inbox-deletes';

export function MessageView({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const message = useQuery(inboxMessageQuery(client, id));
  const data = message.data;
  const marked = useRef(false);
  const deletes = useInboxDeletes();
  const deleted = deletes.hidden.some((m) => m.id === id);
  const root = useRef<HTMLElement>(null);
  // Delete's button goes with the message: focus moves to Undo; after Undo, back to Delete.
  useFocusRescue(root, () => root.current?.querySelector<HTMLElement>('[data-testid="inbox-undo-button"], [data-testid="message-delete"]'));

  useEffect(() => {
    if (!data || data.read || marked.current) return;
    marked.current = true;
    // A failed mark leaves the message unread; the badge is checked again either way.
    readMessages(client, [data]).catch(() => undefined);
  }, [client, data]);

  const state = message.isPending ? 'loading' : message.isError ? 'error' : deleted ? 'deleted' : data ? 'ready' : 'gone';
  const body = () => {
    if (state === 'loading') return <Waiting />;
    if (state === 'error') return <Failed onRetry={() => void message.refetch()} />;
    if (state === 'deleted') return null;
    return data ? <MessageBody message={data} onDelete={() => deletes.add([data])} /> : <Gone />;
  };
  return (
    <section ref={root} className="lv-message" data-testid="message" data-state={state} aria-busy={state === 'loading'}>
      {body()}
      <p className="lv-message-back">
        <InboxLink label={t('inbox.backToInbox')} />
      </p>
      <UndoBars deletes={deletes} />
    </section>
  );
}

function InboxLink({ label }: { label: string }) {
  const { config } = useWidgetEnv();
  const path = config.routes.find((r) => r.screen === 'messageCentre')?.path ?? config.routes.find((r) => r.screen === 'messages')?.path ?? '/m/home';
  return (
    <RouteLink to={path} data-testid="message-back">
      {label}
    </RouteLink>
  );
}

function Gone() {
  const { t } = useTranslation();
  return (
    <div className="lv-status" data-testid="message-gone">
      <p>{t('inbox.gone')}</p>
    </div>
  );
}

function MessageBody({ message, onDelete }: { message: InboxMessage; onDelete: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const date = message.createdAt === undefined ? undefined : dateTime(message.createdAt);
  return (
    <article className="lv-message-article" aria-labelledby="message-title">
      <h2 id="message-title" dir="auto" data-testid="message-title">
        {message.title}
      </h2>
      {date && message.createdAt !== undefined ? <time dateTime={new Date(message.createdAt).toISOString()}>{date}</time> : null}
      <ServerHtml className="lv-message-content" html={message.content} testId="message-content" />
      {message.claim ? <ClaimBox claim={message.claim} /> : null}
      <button type="button" className="lv-button lv-button-quiet" onClick={onDelete} data-testid="message-delete">
        {t('inbox.delete')}
      </button>
    </article>
  );
}

/** When `gone` turns true and the control that had focus went with it, focus moves to `target` instead of the page. */
function useFocusWhenGone(gone: boolean, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (gone && (document.activeElement === null || document.activeElement === document.body)) target.current?.focus();
  }, [gone, target]);
}

function ClaimBox({ claim }: { claim: InboxClaim }) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemText = useProblemText();
  const wallet = useWallet(true);
  const claiming = useClaim(claimIssuedReward);
  const already = (claim.claimed && !claiming.isSuccess) || (claiming.error instanceof ApiError && claiming.error.errorCode === ALREADY_CLAIMED);
  const claimed = claiming.isSuccess || already;
  const status = useRef<HTMLParagraphElement>(null);
  useFocusWhenGone(claimed, status);
  return (
    <div className="lv-message-claim" data-testid="message-claim">
      {claim.bonus === undefined ? null : (
        <p>
          {t('inbox.bonus')} <strong dir="ltr">{money(claim.bonus)}</strong>
        </p>
      )}
      {/* Always mounted, so screen readers announce the text when it changes. */}
      <p role="status" ref={status} tabIndex={-1} className={claimed ? 'lv-message-claimed' : undefined} data-testid="message-claimed">
        {claimed ? (already ? t('inbox.alreadyClaimed') : t('inbox.claimed')) : ''}
      </p>
      {claimed ? null : (
        <button type="button" className="lv-button lv-button-block lv-button-accent" disabled={claiming.isPending} onClick={() => claiming.claimOnce(claim.claimId)} data-testid="message-claim-button">
          {claiming.isPending ? t('common.pleaseWait') : claiming.isError ? t('inbox.claimRetry') : t('inbox.claim')}
        </button>
      )}
      {claiming.isError && !already ? (
        <p role="alert" className="lv-message-claim-error" data-testid="message-claim-error">
          {problemText(problemOf(claiming.error))}
        </p>
      ) : null}
      {wallet.data ? (
        <p className="lv-muted">
          {t('inbox.balance')} <strong dir="ltr" data-testid="message-balance">{money(wallet.data.sumBalance)}</strong>
        </p>
      ) : null}
    </div>
  );
}
