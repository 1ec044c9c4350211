/**
 * Team management, /m/member/team (issue 18; spec 2.15 tool "team management", 6): the agent's direct
 * downlines page by page, searched by account, each marked agent or player and online; a downline opens
 * its detail in place, named in the address (?account=), so the back arrow returns to the list. Offered to
 * agents only, and only where its white-label menu setting (AGEDOWNMAN3) shows the tool.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Downline } from '../../api/agent';
import { downlinePagesQuery } from '../../api/agent-team';
import { firstPageFailed, LoadMore } from '../../ui/load-more';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { type ScreenProps, useScreenPath } from '../../ui/widget-env';
import { DownlineDetail } from './downline-detail';
import { KindMark, OnlineMark } from './marks';
import './team.css';

const SCREENS = ['teamManagement'] as const;

export default function TeamManagementScreen(_: ScreenProps) {
  return (
    <section className="lv-team" data-testid="team-management-screen" data-screen="teamManagement">
      <Offered screens={SCREENS} testId="team-unavailable">
        <TeamManagement />
      </Offered>
    </section>
  );
}

function TeamManagement() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const account = params.get('account');
  // The downline whose detail was last open: back on the list, focus returns to its row.
  const lastOpened = useRef<string>(undefined);
  /** Back to the list: the history's own step when the list opened the detail, else the list in its place. */
  const close = () => {
    if ((location.state as { opened?: boolean } | null)?.opened) navigate(-1);
    else setParams({}, { replace: true });
  };
  if (account) {
    lastOpened.current = account;
    return <DownlineDetail account={account} onClose={close} />;
  }
  // The search is in the address too, so the list comes back searched as it was.
  const search = params.get('q') ?? '';
  return (
    <DownlineList
      search={search}
      onSearch={(q) => setParams(q ? { q } : {}, { replace: true })}
      onOpen={(d) => setParams({ ...(search ? { q: search } : {}), account: d.account }, { state: { opened: true } })}
      focusAccount={lastOpened.current}
    />
  );
}

function DownlineList({ search, onSearch, onOpen, focusAccount }: { search: string; onSearch: (q: string) => void; onOpen: (downline: Downline) => void; focusAccount?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(search);
  const pages = useInfiniteQuery(downlinePagesQuery(search));
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !focusAccount || !listRef.current) return;
    const row = [...listRef.current.querySelectorAll<HTMLElement>('[data-account]')].find((el) => el.dataset.account === focusAccount);
    if (!row) return;
    focused.current = true;
    row.focus();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  let body: React.ReactNode;
  if (pages.isPending) body = <Waiting />;
  else if (firstPageFailed(pages)) body = <Failed onRetry={() => void pages.refetch()} />;
  else if (rows.length === 0)
    body = (
      <p className="lv-team-empty" role="status" data-testid="team-empty">
        {search ? t('team.noMatch', { search }) : t('team.noDownlines')}
      </p>
    );
  else
    body = (
      <>
        <ul ref={listRef} className="lv-team-list" aria-label={t('team.downlines')} data-testid="team-list">
          {rows.map((d) => (
            <li key={d.account}>
              <DownlineRow downline={d} onOpen={() => onOpen(d)} />
            </li>
          ))}
        </ul>
        <LoadMore list={pages} label={t('team.more')} testId="team-more" />
      </>
    );
  return (
    <>
      <div className="lv-team-bar">
        <search>
          <form className="lv-team-search" onSubmit={submit} data-testid="team-search">
          <label className="lv-field">
            <span>{t('team.searchLabel')}</span>
            <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} autoCapitalize="off" spellCheck={false} dir="ltr" data-testid="team-search-input" />
          </label>
          <button type="submit" className="lv-button">
            {t('team.search')}
          </button>
          </form>
        </search>
        <CreateDownlineLink />
      </div>
      {body}
    </>
  );
}

/** "Create a downline account": the open-account screen, where this merchant routes it. */
function CreateDownlineLink() {
  const { t } = useTranslation();
  const path = useScreenPath('agentRegister');
  if (!path) return null;
  return (
    <RouteLink to={path} className="lv-button lv-button-quiet lv-team-create" data-testid="team-create">
      {t('team.create')}
    </RouteLink>
  );
}

function DownlineRow({ downline, onOpen }: { downline: Downline; onOpen: () => void }) {
  const money = useMoney();
  return (
    <button type="button" className="lv-team-row" onClick={onOpen} data-testid="team-row" data-account={downline.account}>
      <span className="lv-team-row-name">
        <bdi>{downline.account}</bdi>
        <KindMark type={downline.type} />
        {downline.online ? <OnlineMark /> : null}
      </span>
      <span className="lv-team-row-balance" dir="ltr">
        {money(downline.balance)}
      </span>
    </button>
  );
}
