/**
 * One message (/m/message?id=N, deep-linkable): its title, date and sanitised HTML, marked read when it
 * opens (the badges follow at once). A message carrying a bonus (metadata claimId, or the content's claim
 * widget) shows the bonus's state from the claim-status call (the metadata's `claimed` is only the first
 * paint's hint): claimed, expired (no Claim), or Claim (the reward centre's claim call and hook), after which
 * the balance, rewards and inbox are read again and the message says it was claimed. A refusal the platform
 * means shows its message and is final; a network failure offers Try again. Delete hides the message with
 * Undo for 5 s, as the inbox does.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { claimStateOf, claimStatusQuery, type InboxClaim, type InboxMessage, inboxMessageQuery, readMessages } from '../../api/inbox';
import { useWallet } from '../../api/member';
import { problemOf } from '../../api/problems';
import { claimIssuedReward, isFinalRefusal, useClaim } from '../../api/rewards';
import { useDateTime } from '../../ui/date-time';
import { useFocusRescue } from '../../ui/focus-rescue';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { RouteLink } from '../../ui/route-link';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';
import { useScreenPath } from '../../ui/widget-env';
import { UndoBars, useInboxDeletes } from './inbox-deletes';
import { BusyButton } from '../../ui/busy-button';

export function MessageView({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const message = useQuery(inboxMessageQuery(client, id));
  const data = message.data;
  const marked = useRef(false);
  const deletes = useInboxDeletes();
  const deleted = deletes.hidden.some((m) => m.id === id);
  const root = useRef<HTMLElement>(null);
  const lastFocused = useLastFocused(root);
  useFocusRescue(root, () => focusAfterLoss(root.current, lastFocused.current));

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

/** The element inside `container` that last had focus (still set after it left the page). */
function useLastFocused(container: RefObject<HTMLElement | null>): RefObject<Element | null> {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      last.current = event.target instanceof Element ? event.target : null;
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [container]);
  return last;
}

/**
 * Where focus goes when the control holding it went away: the claim's outcome when the claim button went;
 * Delete when an Undo went (the message is back); else Undo (Delete went with the message), Delete, and
 * the back link when the undo time ran out and nothing else is left.
 */
function focusAfterLoss(root: HTMLElement | null, lost: Element | null): HTMLElement | null | undefined {
  const find = (testId: string) => root?.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const lostId = lost?.getAttribute('data-testid');
  if (lostId === 'message-claim-button') {
    const outcome = find('message-claimed');
    return outcome?.textContent ? outcome : (find('message-claim-error') ?? find('message-claim-button'));
  }
  const order = lostId === 'inbox-undo-button' ? ['message-delete', 'inbox-undo-button'] : ['inbox-undo-button', 'message-delete'];
  return find(order[0] ?? '') ?? find(order[1] ?? '') ?? find('message-back');
}

function InboxLink({ label }: { label: string }) {
  const centre = useScreenPath('messageCentre');
  const messages = useScreenPath('messages');
  const path = centre ?? messages ?? '/m/home';
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

function ClaimBox({ claim }: { claim: InboxClaim }) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemText = useProblemText();
  const wallet = useWallet(true);
  const status = useQuery(claimStatusQuery(claim.claimId));
  const claiming = useClaim(claimIssuedReward);
  const known = status.data ? claimStateOf(status.data, Date.now()) : claim.claimed ? 'claimed' : 'claimable';
  const outcome = claiming.isSuccess ? 'credited' : known;
  const final = isFinalRefusal(claiming.error);
  const offered = outcome === 'claimable' && !final;
  const said = { credited: t('inbox.claimed'), claimed: t('inbox.alreadyClaimed'), expired: t('inbox.expired'), claimable: '' }[outcome];
  return (
    <div className="lv-message-claim" data-testid="message-claim" data-claim-state={outcome}>
      {claim.bonus === undefined ? null : (
        <p>
          {t('inbox.bonus')} <strong dir="ltr">{money(claim.bonus)}</strong>
        </p>
      )}
      {/* Always mounted, so screen readers announce the text when it changes. */}
      <p role="status" tabIndex={-1} className={said ? `lv-message-${outcome === 'expired' ? 'expired' : 'claimed'}` : undefined} data-testid="message-claimed">
        {said}
      </p>
      {offered ? (
        <BusyButton className="lv-button lv-button-block lv-button-accent" busy={claiming.isPending} onPress={() => claiming.claimOnce(claim.claimId)} data-testid="message-claim-button">
          {claiming.isPending ? t('common.pleaseWait') : claiming.isError ? t('inbox.claimRetry') : t('inbox.claim')}
        </BusyButton>
      ) : null}
      {claiming.isError && !said ? (
        <p role="alert" tabIndex={-1} className="lv-message-claim-error" data-testid="message-claim-error">
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
