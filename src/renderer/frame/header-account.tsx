/**
 * The logged-in home header (spec 2.2): nickname or account, the total balance, deposit and withdraw
 * buttons (the header menu's items of those ids, under their own conditions) and the popup menu (the
 * config's headerMenu) that closes popupMenuLeaveMs after the pointer leaves it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/member';
import type { MenuItem } from '../../config/merchant-resolved.gen';
import { useSessionStore } from '../../state/session';
import { BalanceAmount, useBalance } from '../../ui/balance';
import { Icon } from '../../ui/icons';
import { useDismiss } from '../../ui/dismiss';
import { useWidgetEnv } from '../../ui/widget-env';
import './header-account.css';

/** Header-menu items that also show as buttons in the header itself. */
const HEADER_BUTTONS = ['deposit', 'withdraw'];

/** The home block that runs the logged-in home load (spec §4: member info, favourites, wallet, merchant wallet, then the contract check). */
const HOME_LOAD_BLOCK = 'contractPrompt';

export function HeaderAccount({ onHome }: { onHome: boolean }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  // On home the bar shows what the home load brings, rather than calling ahead of it (and twice).
  const ownCalls = !(onHome && env.config.home.blocks.some((block) => block.type === HOME_LOAD_BLOCK));
  const info = useMemberInfo(Boolean(session) && ownCalls);
  const balance = useBalance({ fetch: ownCalls });
  const items = env.config.headerMenu.filter((item) => env.shows(item.when));
  const buttons = items.filter((item) => HEADER_BUTTONS.includes(item.id));
  const name = info.data?.nickname || info.data?.account || session?.userName;

  const runItem = (item: MenuItem) => {
    const { action } = item;
    if ('command' in action && action.command === 'refreshBalance') void balance.refresh();
    else if ('command' in action && action.command === 'toggleBalance') balance.toggle();
    else env.run(action);
  };

  return (
    <div className="lv-header-account" data-testid="header-account-bar">
      <div className="lv-header-who">
        <span className="lv-account" data-testid="header-account">
          <bdi>{name}</bdi>
        </span>
        <BalanceAmount view={balance} testId="header-balance" />
      </div>
      {buttons.map((item) => (
        <button key={item.id} type="button" className="lv-button lv-button-small" onClick={() => runItem(item)} data-testid={`header-${item.id}`}>
          {t(item.labelKey)}
        </button>
      ))}
      <PopupMenu items={items} onPick={runItem} />
    </div>
  );
}

function PopupMenu({ items, onPick }: { items: MenuItem[]; onPick: (item: MenuItem) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveMs = env.config.constants.popupMenuLeaveMs;

  const stay = () => clearTimeout(leaveTimer.current);
  // A mouse leaving the menu closes it after the configured delay (spec 9: 0.1 s); coming back keeps it.
  const leave = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    stay();
    leaveTimer.current = setTimeout(() => setOpen(false), leaveMs);
  };
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  // Escape closes it (focus back on the button), as does a tap outside it.
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className="lv-header-menu" ref={rootRef} onPointerEnter={stay} onPointerLeave={leave}>
      <button
        ref={buttonRef}
        type="button"
        className="lv-icon-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('balance.accountMenu')}
        onClick={() => setOpen((o) => !o)}
        data-testid="header-menu-button"
      >
        <Icon name="user" />
      </button>
      {open ? (
        <ul id={listId} className="lv-header-menu-list" data-testid="header-menu">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onPick(item);
                }}
                data-testid={`header-menu-${item.id}`}
              >
                {item.icon ? <Icon name={item.icon} /> : null}
                <span>{t(item.labelKey)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
