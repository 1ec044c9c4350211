/**
 * Notice pop-up (spec 2.10): the home notices in a dialog, when there are any and the session-storage
 * flag says it has not shown yet in this session; the flag is set as it opens. Loading, a failed call or
 * no notices show nothing (the banner carousel and the marquee speak for the same call).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements';
import type { BlockProps } from '../../ui/widget-env';
import { PopupDialog } from './popup-dialog';
import { sessionFlag, usePopupTurn } from './popup-queue';

export const NOTICE_POPUP_FLAG = 'livery.noticePopupShown';

export default function NoticePopup(_: BlockProps) {
  const { t } = useTranslation();
  const announcements = useAnnouncements('home');
  const notices = announcements.data?.player ?? [];
  const [seen] = useState(() => sessionFlag.read(NOTICE_POPUP_FLAG) !== null);
  const [closed, setClosed] = useState(false);
  const turn = usePopupTurn('noticePopup', notices.length > 0 && !seen && !closed);

  useEffect(() => {
    if (turn.open) sessionFlag.write(NOTICE_POPUP_FLAG, '1');
  }, [turn.open]);

  const state = turn.open ? 'open' : seen || closed ? 'seen' : announcements.isPending ? 'loading' : notices.length ? 'waiting' : 'empty';
  return (
    <div data-block="noticePopup" data-state={state} hidden={!turn.open}>
      {turn.open ? (
        <PopupDialog
          heading={t('home.noticePopupTitle')}
          notices={notices}
          testId="notice-popup"
          onClose={() => {
            setClosed(true);
            turn.done();
          }}
        />
      ) : null}
    </div>
  );
}
