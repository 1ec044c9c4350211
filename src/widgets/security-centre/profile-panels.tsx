/**
 * Payee name (the real name withdrawals are paid to: set once, then only customer service changes it),
 * nickname, and the head icon chosen from the platform's set of avatars (PROFPIC3).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../api/member';
import { avatarsQuery, setAvatar, setNickname, setPayeeName } from '../../api/security';
import { safePath } from '../../lib/safe-url';
import { check, problemsOf } from '../../lib/validation';
import { Field } from '../../ui/form';
import { PanelActions, useNotifyRefusal, usePanelForm } from '../../ui/panel-form';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import { CdnImage } from '../../ui/cdn-image';

export function PayeeNamePanel({ isSet, close }: { isSet: boolean; close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const form = usePanelForm<'payeeName'>({
    initial: { payeeName: '' },
    validate: (v) => problemsOf({ payeeName: check('name', v.payeeName.trim(), { rule: { maxLength: 50 } }) }),
    send: (v) => setPayeeName(v.payeeName.trim()),
    done: () => {
      env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  if (isSet) {
    return (
      <div className="lv-security-note" role="status" data-testid="payee-set">
        <p>{t('security.payeeLocked')}</p>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className="lv-form lv-security-panel" onSubmit={form.submit} noValidate data-testid="payee-form">
      <Field
        name="payeeName"
        label={t('security.payeeName')}
        autoComplete="name"
        maxLength={50}
        value={form.values.payeeName}
        onValue={form.edit('payeeName')}
        error={form.problems.payeeName}
        hint={t('security.payeeHint')}
        testId="payee-name"
      />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.save')} testId="payee" />
    </form>
  );
}

export function NicknamePanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const info = useQuery(memberInfoQuery());
  if (info.isPending) return <Waiting />;
  if (info.isError) return <Failed onRetry={() => info.refetch()} />;
  return (
    <NicknameForm
      current={info.data.nickname ?? ''}
      done={async () => {
        // The header and the member centre show the nickname.
        await client.invalidateQueries({ queryKey: ['member', 'info'] });
        env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
        close();
      }}
    />
  );
}

function NicknameForm({ current, done }: { current: string; done: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = usePanelForm<'nickname'>({
    initial: { nickname: current },
    validate: (v) => problemsOf({ nickname: check('name', v.nickname.trim(), { rule: { maxLength: 20 } }) }),
    send: (v) => setNickname(v.nickname.trim()),
    done,
  });
  return (
    <form ref={form.formRef} className="lv-form lv-security-panel" onSubmit={form.submit} noValidate data-testid="nickname-form">
      <Field
        name="nickname"
        label={t('security.nickname')}
        autoComplete="nickname"
        maxLength={20}
        value={form.values.nickname}
        onValue={form.edit('nickname')}
        error={form.problems.nickname}
        testId="nickname"
      />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.save')} testId="nickname" />
    </form>
  );
}

export function AvatarPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const notifyRefusal = useNotifyRefusal();
  const avatars = useQuery(avatarsQuery());
  const [chosen, setChosen] = useState<string>();
  const save = useMutation({ mutationFn: setAvatar });

  if (avatars.isPending) return <Waiting />;
  if (avatars.isError) return <Failed onRetry={() => avatars.refetch()} />;
  const selected = chosen ?? avatars.data.current;
  const choices = avatars.data.choices.flatMap((c) => {
    const url = safePath(c.url);
    return url ? [{ avatar: c.avatar, url }] : [];
  });

  const submit = async () => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(selected);
    } catch (err) {
      notifyRefusal(err);
      return;
    }
    await client.invalidateQueries({ queryKey: ['security', 'avatar'] });
    env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
    close();
  };

  if (choices.length === 0) return <p className="lv-muted">{t('security.noAvatars')}</p>;
  return (
    <div className="lv-security-panel" data-testid="avatar-panel">
      <fieldset className="lv-security-avatars">
        <legend>{t('security.chooseAvatar')}</legend>
        {choices.map((c) => (
          <label key={c.avatar} className="lv-security-avatar">
            <input type="radio" name="avatar" value={c.avatar} checked={selected === c.avatar} onChange={() => setChosen(c.avatar)} data-testid={`avatar-${c.avatar}`} />
            <CdnImage src={c.url} alt={t('security.avatarN', { n: Number(c.avatar) + 1 })} width={56} height={56} />
          </label>
        ))}
      </fieldset>
      <button type="button" className="lv-button lv-button-block" onClick={() => void submit()} disabled={save.isPending} data-testid="avatar-submit">
        {save.isPending ? t('common.pleaseWait') : t('security.save')}
      </button>
    </div>
  );
}
