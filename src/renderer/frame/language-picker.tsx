import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../config/merchant-resolved.gen';
import { currentLanguageCode, switchLanguage } from '../../i18n/setup';
import { LANGUAGES } from '../../i18n/languages';
import { usePreferencesStore } from '../../state/preferences';
import { useDismiss } from '../../ui/dismiss';
import { useWidgetEnv } from '../../ui/widget-env';

function Flag({ code, flags }: { code: LanguageCode; flags: Record<string, string> }) {
  const country = flags[code] ?? LANGUAGES[code].flag;
  return <img className="lv-flag" src={`/flags/${country}.svg`} alt="" width={24} height={18} fetchPriority="low" />;
}

/** Language picker with a flag per language (spec 1); the choice is remembered. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { config } = env;
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const current = currentLanguageCode();
  const flags = config.languages.flags;

  // The list closes on Escape (focus back on the button) and on a tap outside it.
  useDismiss(open, close, rootRef, buttonRef);
  // Opening puts focus on the current language.
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [open]);

  if (config.languages.supported.length < 2) return null;

  const choose = async (code: LanguageCode) => {
    setOpen(false);
    buttonRef.current?.focus();
    try {
      await switchLanguage(code);
      setLanguage(code);
    } catch {
      env.notify(t('message.networkOffline'), 'error');
    }
  };

  return (
    <div className="lv-lang" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lv-lang-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${t('common.language')}: ${LANGUAGES[current].name}`}
        data-testid="language-button"
        onClick={() => setOpen((v) => !v)}
      >
        <Flag code={current} flags={flags} />
      </button>
      {open ? (
        <ul id={listId} className="lv-lang-list" aria-label={t('common.chooseLanguage')}>
          {config.languages.supported.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={LANGUAGES[code].tag}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => choose(code)}
                data-testid={`language-${code}`}
              >
                <Flag code={code} flags={flags} />
                <span>{LANGUAGES[code].name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
