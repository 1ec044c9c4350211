/** A pending deposit's receipt: an image file up to 2 MB, sent as a data URL (HTTP 413: too large). */
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrderStatus } from '../../api/deposit';
import { uploadReceiptMutation } from '../../api/deposit';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import type { Problem } from '../../lib/validation';
import { useProblemText } from '../../ui/problem-text';
import { useWidgetEnv } from '../../ui/widget-env';

export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

export function ReceiptUpload({ depositId, uploaded, onUploaded }: { depositId: string; uploaded: boolean; onUploaded: (status: DepositOrderStatus) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation(uploadReceiptMutation());
  const [problem, setProblem] = useState<Problem | undefined>();
  const text = useProblemText()(problem);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || upload.isPending) return;
    if (!file.type.startsWith('image/')) return setProblem({ key: 'deposit.notImage' });
    if (file.size > RECEIPT_MAX_BYTES) return setProblem({ key: 'deposit.tooLarge' });
    setProblem(undefined);
    try {
      onUploaded(await upload.mutateAsync({ depositId, encodedImage: await readDataUrl(file) }));
      env.notify(t('deposit.uploaded'), 'success');
    } catch (err) {
      setProblem(err instanceof ApiError && err.status === 413 ? { key: 'deposit.tooLarge' } : problemOf(err));
    }
  };

  return (
    <div className="lv-deposit-upload">
      <button
        type="button"
        className="lv-button lv-button-quiet lv-deposit-upload-button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby={`${id}-hint`}
        data-testid="deposit-upload"
      >
        {upload.isPending ? t('common.pleaseWait') : uploaded ? t('deposit.uploadAgain') : t('deposit.upload')}
      </button>
      <input ref={input} className="lv-visually-hidden" type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={chosen} data-testid="deposit-receipt" />
      {text ? (
        <p id={`${id}-hint`} className="lv-field-error" role="alert" data-testid="deposit-receipt-error">
          {text}
        </p>
      ) : (
        <p id={`${id}-hint`} className="lv-field-hint" data-testid="deposit-receipt-hint">
          {uploaded ? t('deposit.receiptSent') : t('deposit.uploadHint')}
        </p>
      )}
    </div>
  );
}
