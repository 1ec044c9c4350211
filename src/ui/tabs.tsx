/**
 * A horizontal tablist with its panels (WAI-ARIA tabs pattern): one tab stop, arrows (mirrored in a
 * right-to-left page), Home and End move and select; each tab controls its own panel, labelled by its tab.
 * With `children`, only the active panel has content (the active tab's); with `panel`, each panel keeps its
 * content once shown, so what was typed in one tab survives a visit to another. Used by every tabbed screen and block (popular games, the
 * activity centre, the lottery lobby); `listClassName` and `panelClassName` give each its look.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows wrap around, Home and
 * End go to the ends; in a right-to-left page the left arrow moves forward. Other keys: undefined.
 */
export function tabAfterKey(key: string, index: number, count: number, rtl: boolean): number | undefined {
  if (count === 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

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
  listClassName?: string;
  panelClassName?: string;
  children?: ReactNode;
  /** Each tab's own content, kept mounted (hidden) once its tab has been shown. */
  panel?: (key: string) => ReactNode;
}

export function Tabs({ id, label, tabs, active, onSelect, testId, className, listClassName = 'lv-tabs', panelClassName, children, panel }: TabsProps) {
  const { i18n } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The tabs shown so far (a panel's content is made the first time its tab is active, never before).
  const shown = useRef(new Set<string>());
  shown.current.add(active);

  // In a strip wider than the screen (the lottery's groups), the chosen tab, also one chosen by the address,
  // is scrolled into the strip's view: the strip scrolls sideways, the page never moves.
  useEffect(() => {
    const tab = buttons.current.get(active);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const past = box.right > strip.right ? box.right - strip.right : box.left < strip.left ? box.left - strip.left : 0;
    if (past !== 0) list.scrollBy({ left: past });
  }, [active]);

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
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown} data-testid={testId}>
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
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} hidden={tab.key !== active} className={panelClassName}>
          {panel ? (shown.current.has(tab.key) ? panel(tab.key) : null) : tab.key === active ? children : null}
        </div>
      ))}
    </div>
  );
}
