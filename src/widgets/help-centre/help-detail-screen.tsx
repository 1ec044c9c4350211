/**
 * Help detail, /m/helpDetail (spec 2.1, 2.13; its layout is not shown): the entry the query parameter i
 * picks (default 0), its title and HTML content, the neighbouring entries and the way to every question.
 * An index past the end shows the empty view with the way back to the list. No login needed.
 */
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '../../ui/server-html';
import type { ScreenProps } from '../../ui/widget-env';
import { HelpEntries, usePickedIndex } from './help-entries';
import { RouteLink } from '../../ui/route-link';

const HELP = '/m/help';

export default function HelpDetailScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const [picked, pick] = usePickedIndex();
  const allQuestions = (
    <RouteLink to={HELP} className="lv-link lv-help-all" data-testid="help-all">
      {t('help.allQuestions')}
    </RouteLink>
  );

  return (
    <HelpEntries screen="helpDetail">
      {(items) => {
        const item = items[picked];
        if (!item) {
          return (
            <div className="lv-status lv-help-empty" data-testid="help-empty">
              <p>{t('help.notFound')}</p>
              {allQuestions}
            </div>
          );
        }
        return (
          <article className="lv-help-detail" data-testid="help-detail">
            <h2 dir="auto">{item.title}</h2>
            <ServerHtml className="lv-help-content" html={item.content} testId="help-content" />
            <nav className="lv-help-pager" aria-label={t('help.questions')}>
              {picked > 0 ? (
                <button type="button" className="lv-button lv-button-quiet" onClick={() => pick(picked - 1)} data-testid="help-previous">
                  {t('help.previous')}
                </button>
              ) : null}
              {picked < items.length - 1 ? (
                <button type="button" className="lv-button lv-button-quiet" onClick={() => pick(picked + 1)} data-testid="help-next">
                  {t('help.next')}
                </button>
              ) : null}
            </nav>
            {allQuestions}
          </article>
        );
      }}
    </HelpEntries>
  );
}
