/** The member's invitations (MCSFE_getReferralList), page after page, with their registration dates. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inviteesQuery } from '../../api/referral';
import { Failed, Waiting } from '../../ui/status-view';

export function Invitees() {
  const { t, i18n } = useTranslation();
  const invitees = useInfiniteQuery(inviteesQuery());
  const rows = invitees.data?.pages.flatMap((p) => p.items) ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="lv-invite-card" aria-labelledby="invitees-title" data-testid="invitees">
      <h2 id="invitees-title">{t('invite.invitations')}</h2>
      {invitees.isPending ? (
        <Waiting />
      ) : invitees.isError ? (
        <Failed onRetry={() => void invitees.refetch()} />
      ) : rows.length === 0 ? (
        <p className="lv-muted" data-testid="invitees-empty">
          {t('invite.noInvitations')}
        </p>
      ) : (
        <>
          <ul className="lv-invitees">
            {rows.map((row) => (
              <li key={row.name} data-testid="invitee">
                <bdi>{row.name}</bdi>
                {row.registeredAt === undefined ? null : <time dateTime={new Date(row.registeredAt).toISOString()}>{date.format(row.registeredAt)}</time>}
              </li>
            ))}
          </ul>
          {invitees.hasNextPage ? (
            <button type="button" className="lv-button lv-button-quiet lv-button-block" disabled={invitees.isFetchingNextPage} onClick={() => void invitees.fetchNextPage()} data-testid="invitees-more">
              {invitees.isFetchingNextPage ? t('common.pleaseWait') : t('invite.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
