/**
 * Announcements, /m/notice (spec 2.1, 2.10, 7): the player notices of the home announcement call (the
 * marquee's, from the same cached answer), each title with its date and its sanitised content. A waiting
 * text while it loads, a failure (a refused or malformed answer) with Retry, and an empty view.
 */
import { useAnnouncements } from '../../api/announcements';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { NoticeBody, NoticesEmpty } from './notice-parts';
import './notice-list.css';

export default function NoticeListScreen(_: ScreenProps) {
  const announcements = useAnnouncements('home');
  const notices = announcements.data?.player ?? [];
  const state = announcements.isPending ? 'loading' : announcements.isError ? 'error' : notices.length ? 'ready' : 'empty';

  return (
    <section className="lv-notices" data-screen="noticeList" data-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <Waiting />
      ) : state === 'error' ? (
        <Failed onRetry={() => void announcements.refetch()} />
      ) : state === 'empty' ? (
        <NoticesEmpty />
      ) : (
        <ul className="lv-notices-list" data-testid="notices-list">
          {notices.map((notice) => (
            <li key={notice.id}>
              <article className="lv-notice" aria-labelledby={`notice-${notice.id}`} data-testid="notice-item">
                <h2 id={`notice-${notice.id}`} dir="auto">
                  {notice.title}
                </h2>
                <NoticeBody notice={notice} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
