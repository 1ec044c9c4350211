/**
 * A downline's rebates per product (issue 18): the current values from the platform, each with the agent's
 * own rate as its limit. Each value is checked before sending (a message naming the limit); a value the
 * platform refuses gets the same message at its product; what was typed stays. Saved values are read again.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RebateRow, downlineRebatesQuery, useUpdateDownlineRebates } from '../../api/agent-team';
import { ApiError, isRecord } from '../../api/http';
import { problemOf } from '../../api/problems';
import type { Problem } from '../../lib/validation';
import { Field, FormError, type Problems, useCheckedForm, useProblemText } from '../../ui/form';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import { OVER_LIMIT_CODE, overLimit, rebateProblem } from './rebate-rules';

export function RebateForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const rebates = useQuery(downlineRebatesQuery(customerId));
  if (rebates.isPending) return <Waiting />;
  if (rebates.isError) return <Failed onRetry={() => void rebates.refetch()} />;
  if (rebates.data.configs.length === 0)
    return (
      <p className="lv-team-empty" role="status" data-testid="team-rebates-empty">
        {t('team.noRebates')}
      </p>
    );
  return <Rows customerId={customerId} rows={rebates.data.configs} />;
}

/** The product a refusal names (`value.productType`, the simulator's *unverified* shape) with its limit. */
function refusedRow(err: unknown): { product: string; problem: Problem } | undefined {
  if (!(err instanceof ApiError) || err.errorCode !== OVER_LIMIT_CODE || !isRecord(err.value)) return undefined;
  const { productType, max } = err.value;
  return typeof productType === 'string' && typeof max === 'number' ? { product: productType, problem: overLimit(max) } : undefined;
}

function Rows({ customerId, rows }: { customerId: string; rows: RebateRow[] }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const save = useUpdateDownlineRebates(customerId);
  const [failure, setFailure] = useState<Problem>();
  const failureId = useId();
  const problemText = useProblemText();
  const validate = (values: Record<string, string>): Problems<string> =>
    Object.fromEntries(rows.flatMap((row) => {
      const problem = rebateProblem(values[row.productType] ?? '', row.max);
      return problem ? [[row.productType, problem]] : [];
    }));
  const initial = Object.fromEntries(rows.map((row) => [row.productType, String(row.rebateValue)]));
  const form = useCheckedForm<string>(initial, validate, env.config.constants.languageDebounceMs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.attempt()) return;
    setFailure(undefined);
    try {
      await save.mutateAsync(rows.map((row) => ({ ...row, rebateValue: Number((form.values[row.productType] ?? '').trim()) })));
      env.notify(t('team.saved'), 'success', env.config.constants.successMessageMs);
    } catch (err) {
      const refused = refusedRow(err);
      if (!refused) return setFailure(problemOf(err));
      form.setProblems((p) => ({ ...p, [refused.product]: refused.problem }));
      form.formRef.current?.querySelector<HTMLInputElement>(`[data-field="${refused.product}"] input`)?.focus();
    }
  };

  const failureText = problemText(failure);
  return (
    <form ref={form.formRef} className="lv-form lv-team-rebates" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined} data-testid="team-rebate-form">
      {rows.map((row) => (
        <Field
          key={row.productType}
          name={row.productType}
          label={t(`team.product.${row.productType}`, { defaultValue: row.productType })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={form.values[row.productType] ?? ''}
          onValue={form.edit(row.productType)}
          error={form.problems[row.productType]}
          hint={row.max === undefined ? undefined : t('team.rebateLimit', { max: row.max })}
          after={<span className="lv-team-percent" aria-hidden="true">%</span>}
          aria-required
          testId={`team-rebate-${row.productType}`}
        />
      ))}
      <FormError id={failureId} text={failureText} testId="team-rebate-failure" />
      <button type="submit" className="lv-button lv-button-block" disabled={save.isPending} aria-busy={save.isPending} data-testid="team-rebate-submit">
        {save.isPending ? t('common.pleaseWait') : t('team.saveRebates')}
      </button>
    </form>
  );
}
