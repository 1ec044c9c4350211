/**
 * The activity centre, /m/activity (spec 2.1, 2.2: the footer's promotions tab; no footer here): the
 * platform's promotion categories as tabs (All first), and each promotion of the chosen one as a card
 * (image, title, period, the member's state) leading to its detail. Public: a guest browses. The tab is
 * kept in the address (?category=) so Back returns to it. A waiting text, an error with Retry, an empty view.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type ActivitySummary, activityListQuery, useActivityCategories } from '../../api/activities';
import { firstPageFailed, LoadMore } from '../../ui/load-more';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { Tabs } from '../../ui/tabs';
import { type ScreenProps, useScreenPath } from '../../ui/widget-env';
import { ActivityPeriod } from './activity-period';
import { StatusBadge } from './status-badge';
import './activity.css';
import { CdnImage } from '../../ui/cdn-image';

const ALL_KEY = 'all';

/** The categories (All first) as tabs around the chosen one's list; a failed category load offers Retry. */
function CategoryTabs({ categories, chosen, onChoose, children }: { categories: ReturnType<typeof useActivityCategories>; chosen: string; onChoose: (id: string) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const tabs = [{ key: ALL_KEY, label: t('promo.all') }, ...(categories.data ?? []).map((c) => ({ key: c.id, label: c.name }))];
  if (categories.isError) {
    return (
      <>
        <Failed onRetry={() => void categories.refetch()} />
        {children}
      </>
    );
  }
  // A category chosen by the address shows once the categories say it exists (the list loads meanwhile).
  if (chosen && categories.isPending) return <Waiting />;
  const active = chosen || ALL_KEY;
  return (
    <Tabs
      id={id}
      label={t('promo.categories')}
      tabs={tabs}
      active={active}
      onSelect={(key) => onChoose(key === ALL_KEY ? '' : key)}
      testId="activity-tab"
      listClassName="lv-activity-tabs"
    >
      {children}
    </Tabs>
  );
}

function CardBody({ activity }: { activity: ActivitySummary }) {
  return (
    <>
      <CdnImage className="lv-activity-image" src={activity.imageUrl} loading="lazy" fallback={null} />
      <span className="lv-activity-card-body">
        <span className="lv-activity-title" dir="auto">
          {activity.title}
        </span>
        <ActivityPeriod start={activity.startTime} end={activity.endTime} />
        <StatusBadge status={activity.status} applyType={activity.applyType} />
      </span>
    </>
  );
}

/** A card leads to the promotion's detail where the merchant has an activityInfo route; else it only informs. */
function ActivityCard({ activity, infoPath }: { activity: ActivitySummary; infoPath?: string }) {
  return infoPath ? (
    <RouteLink className="lv-activity-card" to={`${infoPath}?id=${encodeURIComponent(activity.id)}`} data-testid="activity-card" data-id={activity.id}>
      <CardBody activity={activity} />
    </RouteLink>
  ) : (
    <div className="lv-activity-card" data-testid="activity-card" data-id={activity.id}>
      <CardBody activity={activity} />
    </div>
  );
}

export default function ActivityListScreen(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useActivityCategories(i18n.language);
  const wanted = params.get('category') ?? '';
  // A category the platform does not list (an old link) is All: the tab and the list always agree.
  const category = wanted && categories.isSuccess && !categories.data.some((c) => c.id === wanted) ? '' : wanted;
  const list = useInfiniteQuery(activityListQuery(category, i18n.language));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const state = list.isPending ? 'loading' : firstPageFailed(list) ? 'error' : items.length ? 'ready' : 'empty';
  const infoPath = useScreenPath('activityInfo');
  const choose = (id: string) => setParams(id ? { category: id } : {}, { replace: true });

  return (
    <section className="lv-activity" data-screen="activityList" data-state={state} aria-busy={state === 'loading'}>
      <CategoryTabs categories={categories} chosen={category} onChoose={choose}>
        {state === 'loading' ? (
          <Waiting />
        ) : state === 'error' ? (
          <Failed onRetry={() => void list.refetch()} />
        ) : state === 'empty' ? (
          <div className="lv-status" data-testid="activity-empty">
            <p>{t('promo.empty')}</p>
          </div>
        ) : (
          <>
            <ul className="lv-activity-list" data-testid="activity-list">
              {items.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} infoPath={infoPath} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} label={t('promo.more')} testId="activity-more" />
          </>
        )}
      </CategoryTabs>
    </section>
  );
}
