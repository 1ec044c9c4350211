/**
 * Applying for or claiming a promotion (PROMOFE_claimPromo). The state decides what shows: a promotion for
 * information only shows nothing; one already applied for, claimed or ended shows why there is no button;
 * else the button (a guest gets the login dialog, as every member action does; a free-trial account the
 * free_reject message) and, where the promotion asks for one, the remark (at most 140 characters, spec 5).
 * A refusal keeps the remark and says why; success updates the state, the list and the balance. The
 * answer's status shows at once, before the refreshed detail comes back, so a second tap cannot claim twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_REMARK_MAX, type ActivityDetail, type ActivityStatus, claimActivityMutation } from '../../api/activities';
import { problemOf } from '../../api/problems';
import { isTrial } from '../../lib/member-types';
import type { Problem } from '../../lib/validation';
import { useSessionStore } from '../../state/session';
import { useFocusRescue } from '../../ui/focus-rescue';
import { FormError, useProblemText } from '../../ui/form';
import { useWidgetEnv } from '../../ui/widget-env';

const DONE_TEXT = { applied: 'promo.done.applied', claimed: 'promo.done.claimed', ended: 'promo.done.ended' } as const;

export function TakeUp({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const claim = useMutation(claimActivityMutation());
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const problemText = useProblemText();
  const remarkId = useId();
  const errorId = useId();
  // Set on the tap, before React re-renders, so a second tap in the same frame is refused too.
  const sending = useRef(false);
  const [taken, setTaken] = useState<{ id: string; status: Exclude<ActivityStatus, 'available'> }>();
  const status = taken?.id === activity.id ? taken.status : activity.status;
  // The form, with its focused button, gives way to the outcome: focus follows to it.
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, () => root.current?.querySelector<HTMLElement>('[data-testid="activity-done"]'));

  if (activity.applyType === 'none') return null;
  if (status !== 'available') {
    return (
      <div ref={root}>
        <p className="lv-activity-done" role="status" tabIndex={-1} data-testid="activity-done" data-status={status}>
          {t(DONE_TEXT[status])}
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const session = useSessionStore.getState().session;
    if (!session) return env.run({ dialog: 'login' });
    if (isTrial(session.type)) return void env.notify(t('message.freeReject'), 'info', env.config.constants.toastInfoMs);
    if (activity.remarkRequired && !remark.trim()) return setProblem({ key: 'promo.remarkRequired' });
    if (sending.current) return;
    sending.current = true;
    setProblem(undefined);
    try {
      const result = await claim.mutateAsync({ id: activity.id, remark: remark.trim() });
      setTaken({ id: activity.id, status: result.status === 'available' ? 'applied' : result.status });
      env.notify(t(result.status === 'claimed' ? 'promo.claimedBonus' : 'promo.appliedNotice'), 'success', env.config.constants.successMessageMs);
      await Promise.all([client.invalidateQueries({ queryKey: ['member', 'activities'] }), client.invalidateQueries({ queryKey: ['member', 'wallet'] })]);
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      sending.current = false;
    }
  };

  return (
    <div ref={root}>
    <form className="lv-activity-take-up" onSubmit={submit} noValidate data-testid="activity-form">
      {activity.remarkRequired ? (
        <div className="lv-activity-remark">
          <label htmlFor={remarkId}>{t('promo.remark')}</label>
          <textarea
            id={remarkId}
            value={remark}
            maxLength={ACTIVITY_REMARK_MAX}
            rows={3}
            dir="auto"
            aria-describedby={`${remarkId}-hint${problem ? ` ${errorId}` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setRemark(e.target.value)}
            data-testid="activity-remark"
          />
          <span id={`${remarkId}-hint`} className="lv-muted lv-activity-hint">
            {t('promo.remarkHint', { max: ACTIVITY_REMARK_MAX })} <bdi>{`${remark.length}/${ACTIVITY_REMARK_MAX}`}</bdi>
          </span>
        </div>
      ) : null}
      <FormError id={errorId} text={problemText(problem)} testId="activity-error" />
      <button type="submit" className="lv-button lv-button-block" disabled={claim.isPending} data-testid="activity-apply">
        {claim.isPending ? t('common.pleaseWait') : t(activity.applyType === 'claim' ? 'promo.claim' : 'promo.apply')}
      </button>
    </form>
    </div>
  );
}
