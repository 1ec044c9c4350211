/**
 * What the announcement lists share (/m/notice and the agent notices): a notice's date and sanitised
 * content, and the empty view.
 */
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../api/announcements';
import { TimeOf } from '../../ui/date-time';
import { ServerHtml } from '../../ui/server-html';

export function NoticeBody({ notice }: { notice: Notice }) {
  return (
    <>
      <TimeOf className="lv-notice-date" ms={notice.createdAt} style="date" />
      <ServerHtml className="lv-notice-content" html={notice.content} testId="notice-content" />
    </>
  );
}

export function NoticesEmpty() {
  const { t } = useTranslation();
  return (
    <div className="lv-status lv-notices-empty" data-testid="notices-empty">
      <p>{t('notices.empty')}</p>
    </div>
  );
}
