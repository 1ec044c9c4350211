/**
 * Help centre, /m/help (spec 2.13): the titles as a list; each opens its HTML content below it (one at a
 * time). The query parameter i picks the open entry (default 0) and follows the player's choice, so a
 * reload or a shared link opens the same answer. No login needed.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '../../ui/server-html';
import type { ScreenProps } from '../../ui/widget-env';
import { HelpEntries, usePickedIndex } from './help-entries';

export default function HelpCentreScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, pick] = usePickedIndex();
  // A tap on the open title closes it; the address keeps the last entry opened.
  const [closed, setClosed] = useState(false);
  const toggle = (index: number) => {
    if (index === picked) setClosed((c) => !c);
    else {
      setClosed(false);
      pick(index);
    }
  };

  return (
    <HelpEntries screen="helpCentre">
      {(items) => (
        <>
          <h2 className="lv-visually-hidden">{t('help.questions')}</h2>
          <ul className="lv-help-list" data-testid="help-list">
            {items.map((item, index) => {
              const open = index === picked && !closed;
              return (
                <li key={item.title} className="lv-help-item" data-open={open} data-testid="help-item">
                  <h3 className="lv-help-title">
                    <button type="button" aria-expanded={open} aria-controls={`${id}-${index}`} onClick={() => toggle(index)} data-testid="help-title">
                      <span dir="auto">{item.title}</span>
                      <span className="lv-help-chevron" aria-hidden="true" />
                    </button>
                  </h3>
                  <section id={`${id}-${index}`} aria-label={item.title} hidden={!open}>
                    {open ? <ServerHtml className="lv-help-content" html={item.content} testId="help-content" /> : null}
                  </section>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </HelpEntries>
  );
}
