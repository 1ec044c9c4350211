/**
 * The user agreement, /m/useragreement (spec 2.1, 2.2: no footer; reached from register): the merchant's
 * own terms (merchant config `legal.userAgreement`) in the player's language, else in English with a note
 * saying so, else a clear "no terms" notice. The HTML is the merchant's file, shown sanitised.
 */
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { useMerchantHtml } from '../../api/legal';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages';
import { currentLanguageCode } from '../../i18n/setup';
import { chooseTerms } from '../../lib/terms';
import { useProblemText } from '../../ui/problem-text';
import { ServerHtml } from '../../ui/server-html';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './user-agreement.css';

const tagOf = (code: string) => (isLanguageCode(code) ? LANGUAGES[code].tag : undefined);

export default function UserAgreementScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const problemText = useProblemText();
  const choice = chooseTerms(env.config.legal.userAgreement, currentLanguageCode());
  const terms = useMerchantHtml(choice?.path);

  return (
    <section className="lv-terms" data-screen="userAgreement" data-language={choice?.language}>
      {!choice ? (
        <p className="lv-terms-empty" data-testid="terms-empty">
          {t('agreement.noTerms')}
        </p>
      ) : terms.isPending ? (
        <Waiting />
      ) : terms.isError ? (
        <div data-testid="terms-error">
          <Failed onRetry={() => void terms.refetch()} detail={problemText(problemOf(terms.error))} />
        </div>
      ) : (
        <>
          {choice.fallback ? (
            <p className="lv-terms-note" data-testid="terms-fallback">
              {t('agreement.shownInEnglish')}
            </p>
          ) : null}
          <article className="lv-terms-body" lang={tagOf(choice.language)} aria-label={t('agreement.label')}>
            <ServerHtml html={terms.data} testId="terms-body" />
          </article>
        </>
      )}
    </section>
  );
}
