/**
 * The lobby's tab strip (WAI-ARIA tabs): one tab per lottery group after "all", arrow keys move
 * between tabs (mirrored in right-to-left), Home and End jump to the ends.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string, id: string) => `${base}-panel-${id}`;

export function LotteryTabs({ tabs, current, onSelect, base, label }: { tabs: TabItem[]; current: string; onSelect: (id: string) => void; base: string; label: string }) {
  const list = useRef<HTMLDivElement>(null);

  // The chosen tab (also one chosen by the address) is scrolled into the strip's view.
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(base, current))}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [base, current]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next] as TabItem;
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(base, tab.id))}`)?.focus({ preventScroll: true });
  };

  return (
    <div className="lv-lottery-tabs" role="tablist" aria-label={label} ref={list}>
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            id={tabId(base, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(base, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            data-testid="lottery-tab"
            data-tab={tab.id}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
