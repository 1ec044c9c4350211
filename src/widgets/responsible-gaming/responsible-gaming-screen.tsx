/**
 * Responsible gaming (issue 20, player protection), reached from the member centre: the limits the merchant
 * offers (its protection.limits: deposit and loss per day, week and month, minutes per session) and the
 * reality-check interval. A lower limit applies at once; a higher one, or none, after the merchant's
 * cooling-off (protection.coolingOffHours), and the screen says from when. The platform has no call for
 * these (state/protection), so they are kept on this device for this member, and the screen says so.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeLimit,
  formatDuration,
  inForce,
  type Limit,
  type Period,
  PERIODS,
  type PlayerLimits,
  REALITY_CHECK_BOUNDS,
  SESSION_LIMIT_BOUNDS,
} from '../../lib/protection';
import type { Problem } from '../../lib/validation';
import { usePlayerLimits, useProtectionStore } from '../../state/protection';
import { Field, useCheckedForm } from '../../ui/form';
import { useMoney } from '../../ui/money';
import { PERIOD_LABEL, useLimitOwner } from '../../ui/protection';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './responsible-gaming.css';

type AmountField = `${'deposit' | 'loss'}.${Period}`;
type Name = AmountField | 'session' | 'reality';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** What the player last asked for: a waiting change, else the limit in force. */
const asked = (limit: Limit | undefined, now: number) => {
  const value = limit?.pending ? limit.pending.value : inForce(limit, now).value;
  return value === undefined ? '' : String(value);
};

const amountOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function initialValues(limits: PlayerLimits, realityDefault: number, now: number): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const kind of ['deposit', 'loss'] as const) for (const p of PERIODS) values[`${kind}.${p}`] = asked(limits[kind][p], now);
  values.session = asked(limits.session, now);
  const reality = limits.realityCheckMinutes ?? realityDefault;
  values.reality = reality ? String(reality) : '';
  return values;
}

function checkAmount(text: string): Problem | undefined {
  const v = text.trim();
  return v === '' || (AMOUNT.test(v) && Number(v) > 0) ? undefined : { key: 'responsibleGaming.amountInvalid' };
}

function checkMinutes(text: string, bounds: { min: number; max: number }): Problem | undefined {
  const v = text.trim();
  if (v === '') return undefined;
  const n = Number(v);
  return /^\d+$/.test(v) && n >= bounds.min && n <= bounds.max ? undefined : { key: 'responsibleGaming.minutesInvalid', values: bounds };
}

export default function ResponsibleGamingScreen(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const owner = useLimitOwner();
  const limits = usePlayerLimits(owner);
  const { protection, constants } = env.config;
  const offered = new Set(protection.limits);
  const [now] = useState(() => Date.now());
  const [saved, setSaved] = useState(false);
  const coolingOffMs = protection.coolingOffHours * 3_600_000;

  const validate = (v: Record<Name, string>) => {
    const found: Partial<Record<Name, Problem>> = {};
    for (const kind of ['deposit', 'loss'] as const) {
      if (!offered.has(kind)) continue;
      for (const p of PERIODS) {
        const problem = checkAmount(v[`${kind}.${p}`]);
        if (problem) found[`${kind}.${p}`] = problem;
      }
    }
    const session = offered.has('session') ? checkMinutes(v.session, SESSION_LIMIT_BOUNDS) : undefined;
    if (session) found.session = session;
    const reality = checkMinutes(v.reality, REALITY_CHECK_BOUNDS);
    if (reality) found.reality = reality;
    return found;
  };
  const form = useCheckedForm<Name>(initialValues(limits, protection.realityCheckMinutes, now), validate, constants.languageDebounceMs);
  const edit = (name: Name) => (value: string) => {
    setSaved(false);
    form.edit(name)(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!owner || !form.attempt()) return;
    const at = Date.now();
    const current = useProtectionStore.getState().read(owner);
    const next: PlayerLimits = { deposit: { ...current.deposit }, loss: { ...current.loss }, session: current.session };
    for (const kind of ['deposit', 'loss'] as const) {
      if (!offered.has(kind)) continue;
      for (const p of PERIODS) next[kind][p] = changeLimit(current[kind][p], amountOf(form.values[`${kind}.${p}`]), at, coolingOffMs);
    }
    if (offered.has('session')) next.session = changeLimit(current.session, amountOf(form.values.session), at, coolingOffMs);
    next.realityCheckMinutes = amountOf(form.values.reality) ?? 0;
    useProtectionStore.getState().save(owner, next);
    setSaved(true);
  };

  const date = (at: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  /** Under a field: the limit in force and a waiting change with its date. */
  const status = (limit: Limit | undefined, show: (n: number) => string) => {
    const held = inForce(limit, Date.now());
    if (!held.pending) return held.value === undefined ? t('responsibleGaming.noLimit') : t('responsibleGaming.inForce', { value: show(held.value) });
    const label = (n: number | undefined) => (n === undefined ? t('responsibleGaming.noLimit') : show(n));
    return t('responsibleGaming.pending', { now: label(held.value), next: label(held.pending.value), date: date(held.pending.from) });
  };
  const minutes = (n: number) => formatDuration(n * 60_000, i18n.language);

  const amountGroup = (kind: 'deposit' | 'loss') =>
    offered.has(kind) ? (
      <fieldset className="lv-rg-group" data-testid={`rg-${kind}`}>
        <legend>{t(`responsibleGaming.${kind}`)}</legend>
        {PERIODS.map((p) => (
          <Field
            key={p}
            name={`${kind}.${p}`}
            label={t(PERIOD_LABEL[p])}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={form.values[`${kind}.${p}`]}
            onValue={edit(`${kind}.${p}`)}
            error={form.problems[`${kind}.${p}`]}
            hint={status(limits[kind][p], money)}
            testId={`rg-${kind}-${p}`}
          />
        ))}
      </fieldset>
    ) : null;

  return (
    <section className="lv-rg" data-testid="responsible-gaming" data-screen="responsibleGaming">
      <p>{t('responsibleGaming.intro')}</p>
      <p className="lv-rg-device" data-testid="rg-device">
        {t('responsibleGaming.device')}
      </p>
      <form ref={form.formRef} className="lv-form" onSubmit={submit} noValidate>
        {amountGroup('deposit')}
        {amountGroup('loss')}
        {offered.has('session') ? (
          <fieldset className="lv-rg-group" data-testid="rg-session">
            <legend>{t('responsibleGaming.session')}</legend>
            <Field
              name="session"
              label={t('responsibleGaming.sessionMinutes')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={form.values.session}
              onValue={edit('session')}
              error={form.problems.session}
              hint={status(limits.session, minutes)}
              testId="rg-session-minutes"
            />
          </fieldset>
        ) : null}
        <fieldset className="lv-rg-group" data-testid="rg-reality">
          <legend>{t('responsibleGaming.reality')}</legend>
          <Field
            name="reality"
            label={t('responsibleGaming.realityMinutes')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={form.values.reality}
            onValue={edit('reality')}
            error={form.problems.reality}
            hint={t('responsibleGaming.minutesHint', REALITY_CHECK_BOUNDS)}
            testId="rg-reality-minutes"
          />
        </fieldset>
        {offered.size > 0 ? (
          <ul className="lv-rg-notes">
            <li>{t('responsibleGaming.coolingOff', { delay: formatDuration(coolingOffMs, i18n.language) })}</li>
            {offered.has('deposit') || offered.has('loss') ? <li>{t('responsibleGaming.counted')}</li> : null}
          </ul>
        ) : null}
        <p className="lv-rg-saved" role="status" data-testid="rg-saved">
          {saved ? t('responsibleGaming.saved') : ''}
        </p>
        <button type="submit" className="lv-button lv-button-block" data-testid="rg-save">
          {t('responsibleGaming.save')}
        </button>
      </form>
    </section>
  );
}
