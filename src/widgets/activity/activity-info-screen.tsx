/**
 * A promotion's detail, /m/activityInfo?id=N (spec 2.1): image, title, period, the platform's sanitised
 * HTML, and the way to take it up where it allows one: claim (a bonus at once) or apply (the platform
 * reviews it; a remark where the promotion asks for one, at most 140 characters, spec 5). A guest reads it
 * and is asked to log in when applying. After taking part the button is gone and the state says why.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type ActivityDetail, useActivityDetail } from '../../api/activities';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { ActivityPeriod } from './activity-period';
import { TakeUp } from './take-up';
import './activity.css';
import { CdnImage } from '../../ui/cdn-image';

function Detail({ activity }: { activity: ActivityDetail }) {
  return (
    <article className="lv-activity-detail" aria-labelledby="activity-title" data-testid="activity-detail">
      <CdnImage className="lv-activity-image" src={activity.imageUrl} fallback={null} />
      <h1 id="activity-title" className="lv-activity-heading" dir="auto">
        {activity.title}
      </h1>
      <ActivityPeriod start={activity.startTime} end={activity.endTime} />
      <ServerHtml className="lv-activity-content" html={activity.content} testId="activity-content" />
      <TakeUp activity={activity} />
    </article>
  );
}

export default function ActivityInfoScreen(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const detail = useActivityDetail(id, i18n.language);
  const state = !id ? 'empty' : detail.isPending ? 'loading' : detail.isError ? 'error' : 'ready';

  return (
    <section className="lv-activity" data-screen="activityInfo" data-state={state} aria-busy={state === 'loading'}>
      {state === 'empty' ? (
        <div className="lv-status" data-testid="activity-missing">
          <p>{t('promo.missing')}</p>
        </div>
      ) : state === 'loading' ? (
        <Waiting />
      ) : state === 'error' || !detail.data ? (
        <Failed onRetry={() => void detail.refetch()} />
      ) : (
        <Detail activity={detail.data} />
      )}
    </section>
  );
}
