/**
 * A modal announcement pop-up: a native <dialog> opened with showModal (the rest of the page is inert),
 * focus kept inside (Tab wraps from the last control to the first and back), closed by its button, by
 * Escape, or by a tap on the mask (ignored just after opening, spec §9). Focus returns to where it was.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../api/content';
import { useModal } from '../../ui/modal';
import { useWidgetEnv } from '../../ui/widget-env';

export function PopupDialog({ heading, notices, onClose, testId }: { heading: string; notices: readonly Notice[]; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // The heading takes focus (not the first link of the content), so a screen reader starts at the top.
  const modal = useModal({ open: true, onClose, maskIgnoreMs: env.config.constants.dialogMaskIgnoreMs, onOpen: () => headingRef.current?.focus() });

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
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised where it enters (api/content.ts, lib/safe-html) */}
              <div dangerouslySetInnerHTML={{ __html: notice.content }} />
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
