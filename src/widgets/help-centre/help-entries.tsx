/**
 * What both help screens share (spec 2.13): the entries in the app's language (asked again once a language
 * change has settled, spec 9), the entry the query parameter i picks (default 0), and the states around them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type HelpItem, useHelpCentre } from '../../api/content';
import { useDebouncedLanguageCode } from '../../ui/game-scope';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import './help-centre.css';

/** The entry index of `?i=`: a whole number from 0, else 0. */
export function pickedIndex(raw: string | null): number {
  const n = raw === null || raw.trim() === '' ? 0 : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

export function usePickedIndex(): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const set = (index: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('i', String(index));
        return next;
      },
      { replace: true },
    );
  return [pickedIndex(params.get('i')), set];
}

/** Renders the entries once loaded; the waiting text, the failure with Retry and the empty view otherwise. */
export function HelpEntries({ screen, children }: { screen: string; children: (items: HelpItem[]) => ReactNode }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const language = useDebouncedLanguageCode(env.config.constants.languageDebounceMs);
  const help = useHelpCentre(language);
  const state = help.isPending ? 'loading' : help.isError ? 'error' : help.data.length ? 'ready' : 'empty';
  return (
    <section className="lv-help" data-screen={screen} data-state={state} aria-busy={state === 'loading'}>
      {help.isPending ? (
        <Waiting />
      ) : help.isError ? (
        <Failed onRetry={() => void help.refetch()} />
      ) : help.data.length === 0 ? (
        <div className="lv-status lv-help-empty" data-testid="help-empty">
          <p>{t('help.empty')}</p>
        </div>
      ) : (
        children(help.data)
      )}
    </section>
  );
}
