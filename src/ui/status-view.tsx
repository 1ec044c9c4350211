import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Waiting text while something loads (spec 2.1: "while loading it shows a waiting text"). */
export function Waiting({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-status" role="status" aria-live="polite">
      <span className="lv-spinner" aria-hidden="true" />
      <span>{label ?? t('common.pleaseWait')}</span>
    </div>
  );
}

/** An error with a retry button (spec 2.1: "an error with a retry button"). */
export function Failed({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-status lv-status-error" role="alert">
      <p>{t('common.loadFailed')}</p>
      {detail ? <p className="lv-muted">{detail}</p> : null}
      <button type="button" className="lv-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** A full-page notice (maintenance, blocked region, access denied, not found). */
export function NoticePage({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <section className="lv-notice-page" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`}>{title}</h1>
      {children}
    </section>
  );
}
