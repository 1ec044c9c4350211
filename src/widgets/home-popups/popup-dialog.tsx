/**
 * A modal announcement pop-up: a native <dialog> opened with showModal (the rest of the page is inert),
 * focus kept inside (Tab wraps from the last control to the first and back), closed by its button, by
 * Escape, or by a tap on the mask (ignored just after opening, spec §9). Focus returns to where it was.
 */
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../api/announcements';
import { usePopupModal } from '../../ui/modal';
import { ServerHtml } from '../../ui/server-html';
import { useWidgetEnv } from '../../ui/widget-env';

export function PopupDialog({ heading, notices, onClose, testId }: { heading: string; notices: readonly Notice[]; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { modal, headingRef, titleId } = usePopupModal(onClose, env.config.constants.dialogMaskIgnoreMs);

  return (
    <dialog
      {...modal}
      className="lv-dialog lv-popup"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="lv-popup-body">
        <h2 id={titleId} className="lv-popup-heading" ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        <div className="lv-popup-list">
          {notices.map((notice) => (
            <article key={notice.id} className="lv-popup-item" dir="auto" data-testid={`${testId}-item`}>
              <h3>{notice.title}</h3>
              <ServerHtml html={notice.content} />
            </article>
          ))}
        </div>
        <button type="button" className="lv-button lv-popup-close" onClick={onClose} data-testid={`${testId}-close`}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
