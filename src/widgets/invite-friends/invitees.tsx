/** The member's invitations (MCSFE_getReferralList), page after page, with their registration dates. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inviteesQuery } from '../../api/referral';
import { firstPageFailed, LoadMore } from '../../ui/load-more';
import { Failed, Waiting } from '../../ui/status-view';
import { TimeOf } from '../../ui/date-time';

export function Invitees() {
  const { t } = useTranslation();
  const invitees = useInfiniteQuery(inviteesQuery());
  const rows = invitees.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="lv-invite-card" aria-labelledby="invitees-title" data-testid="invitees">
      <h2 id="invitees-title">{t('invite.invitations')}</h2>
      {invitees.isPending ? (
        <Waiting />
      ) : firstPageFailed(invitees) ? (
        <Failed onRetry={() => void invitees.refetch()} />
      ) : rows.length === 0 ? (
        <p className="lv-muted" data-testid="invitees-empty">
          {t('invite.noInvitations')}
        </p>
      ) : (
        <>
          <ul className="lv-invitees">
            {rows.map((row, index) => (
              // Two invitees may share a name (masked names often do): the position keeps each row apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows only grow at the end (pages append), never reorder.
              <li key={`${index}-${row.name}`} data-testid="invitee">
                <bdi>{row.name}</bdi>
                <TimeOf ms={row.registeredAt} style="date" />
              </li>
            ))}
          </ul>
          <LoadMore list={invitees} label={t('invite.more')} testId="invitees-more" />
        </>
      )}
    </section>
  );
}
