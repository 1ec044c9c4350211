/**
 * A horizontal tablist with its panels (WAI-ARIA tabs pattern): one tab stop, arrows (mirrored in a
 * right-to-left page), Home and End move and select; each tab controls its own panel, and only the
 * active panel has content.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tabAfterKey } from './popular-rules';

export interface Tab {
  key: string;
  label: string;
}

interface TabsProps {
  id: string;
  label: string;
  tabs: readonly Tab[];
  active: string;
  onSelect: (key: string) => void;
  testId: string;
  className?: string;
  children: ReactNode;
}

export function Tabs({ id, label, tabs, active, onSelect, testId, className, children }: TabsProps) {
  const { i18n } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(
      event.key,
      tabs.findIndex((t) => t.key === active),
      tabs.length,
      i18n.dir() === 'rtl',
    );
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="lv-pop-tabs" onKeyDown={onKeyDown} data-testid={testId}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) buttons.current.set(tab.key, el);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            data-testid={`${testId}-${tab.key}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} hidden={tab.key !== active} className="lv-pop-panel">
          {tab.key === active ? children : null}
        </div>
      ))}
    </div>
  );
}
