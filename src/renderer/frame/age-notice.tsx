/**
 * The age notice (issue 20, player protection; the merchant's protection.ageNotice setting): the first time a guest
 * opens the site on a device, a modal dialog asks them to confirm they are 18 (or 21) or older. Confirming
 * is remembered on the device (local storage, not secret: the age confirmed, so a merchant who raises its age
 * asks again). Leaving (the button, Escape, or the browser closing the dialog) shows a page saying the site
 * is for adults only, with the way back to the question; nothing of the site shows behind it. A tap on the
 * mask is no answer. While the notice is open the home's pop-ups wait (ui/startup-hold), so it comes first.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../../config/merchant-resolved.gen';
import { noticeAge } from '../../lib/notice-age';
import { localStore } from '../../lib/storage';
import { useSessionStore } from '../../state/session';
import { trapTab } from '../../ui/modal';
import { setHold } from '../../ui/startup-hold';
import './protection.css';

export const AGE_CONFIRMED_KEY = 'livery.ageConfirmed';

const confirmedAge = () => Number(localStore.get(AGE_CONFIRMED_KEY)) || 0;

type State = 'asking' | 'confirmed' | 'left';

export function AgeGate({ config, children }: { config: MerchantConfig; children: ReactNode }) {
  const { t } = useTranslation();
  const age = noticeAge(config.protection.ageNotice);
  const signedIn = useSessionStore((s) => Boolean(s.session));
  // Decided once per page: a member already passed it as a guest (or has the platform's own age check).
  const [state, setState] = useState<State>(() => (age === 0 || signedIn || confirmedAge() >= age ? 'confirmed' : 'asking'));
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setHold('ageNotice', state !== 'confirmed');
    return () => setHold('ageNotice', false);
  }, [state]);
  // Opened before the browser draws the page (a layout effect), so the question comes in the page's first
  // frame rather than a frame later, after the screen's own effects and calls (issue 15: it is the largest
  // paint of a first visit's every page but home).
  useLayoutEffect(() => {
    const el = dialog.current;
    if (state === 'asking' && el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      confirmButton.current?.focus();
    }
  }, [state]);

  const confirm = () => {
    localStore.set(AGE_CONFIRMED_KEY, String(age));
    setState('confirmed');
  };
  const leave = () => setState('left');

  if (state === 'left') {
    return (
      <main className="lv-age-left" data-testid="age-left" aria-labelledby="lv-age-left-title">
        <h1 id="lv-age-left-title">{t('protection.ageTitle', { age })}</h1>
        <p>{t('protection.ageLeft', { age })}</p>
        <button type="button" className="lv-button" onClick={() => setState('asking')} data-testid="age-back">
          {t('common.back')}
        </button>
      </main>
    );
  }
  return (
    <>
      {children}
      {state === 'asking' ? (
        <dialog
          ref={dialog}
          className="lv-dialog"
          role="alertdialog"
          aria-labelledby="lv-age-title"
          aria-describedby="lv-age-text"
          onCancel={(event) => {
            event.preventDefault();
            leave();
          }}
          // The browser may close it without asking (a second Escape): that is no confirmation.
          onClose={() => setState((s) => (s === 'asking' ? 'left' : s))}
          onKeyDown={trapTab}
          data-testid="age-notice"
        >
          <div className="lv-dialog-body">
            <p className="lv-age-badge lv-age-badge-large" aria-hidden="true">
              {age}+
            </p>
            <h2 id="lv-age-title" className="lv-idle-title">
              {t('protection.ageTitle', { age })}
            </h2>
            <p id="lv-age-text">{t('protection.ageText', { age })}</p>
            <div className="lv-dialog-actions">
              <button type="button" className="lv-button lv-button-quiet" onClick={leave} data-testid="age-leave">
                {t('protection.ageLeave')}
              </button>
              <button type="button" className="lv-button" onClick={confirm} ref={confirmButton} data-testid="age-confirm">
                {t('protection.ageConfirm', { age })}
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}

/** The badge under the copyright line where the merchant shows an age notice. */
export function AgeBadge({ age }: { age: number }) {
  const { t } = useTranslation();
  if (!age) return null;
  return (
    <p className="lv-age-badge-row">
      <span className="lv-age-badge" role="img" aria-label={t('protection.ageBadge', { age })} data-testid="age-badge">
        {age}+
      </span>
    </p>
  );
}
