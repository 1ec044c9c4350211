/**
 * The pending-contract prompt (spec 2.10, §4 "Home load for a logged-in user"): on a logged-in home load,
 * renew the member info, favourites, wallet and merchant wallet, then check the contract requests; when
 * one is pending, the frame's confirm dialog offers its contract screen. Types 4, 40, 41 and 42 skip the
 * check. The question waits its turn behind the announcement pop-ups (one dialog at a time). Nothing
 * visible of its own: its marker carries the state (loading, skipped, none, waiting, prompted, accepted,
 * declined).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRequestsQuery } from '../../api/agent';
import { favouriteIdsQuery } from '../../api/games';
import { memberInfoQuery, merchantWalletQuery, walletQuery } from '../../api/member';
import { useSessionStore } from '../../state/session';
import { useGameScope } from '../../ui/game-scope';
import type { BlockProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { CONTRACT_SCREENS, type ContractKind, homeLoad } from './home-load';
import { usePopupTurn } from './popup-queue';

const QUESTION: Record<ContractKind, string> = { salary: 'home.contractSalary', dividend: 'home.contractDividend', hour: 'home.contractHour' };

export default function ContractPrompt(_: BlockProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const scope = useGameScope();
  const session = useSessionStore((s) => s.session);
  const [state, setState] = useState('loading');
  const [pending, setPending] = useState<ContractKind | undefined>();
  const turn = usePopupTurn('contractPrompt', pending !== undefined);
  // The load runs once per session and visit; the environment and texts of the moment are read through a ref.
  const latest = useRef({ env, t, scope });
  latest.current = { env, t, scope };
  const token = session?.token;
  const sessionType = session?.type;

  useEffect(() => {
    if (token === undefined || sessionType === undefined) return;
    let live = true;
    const fresh = { staleTime: 0 };
    const gameScope = latest.current.scope;
    void homeLoad(
      {
        memberInfo: () => client.fetchQuery({ ...memberInfoQuery(), ...fresh }),
        favourites: () => client.fetchQuery({ ...favouriteIdsQuery(gameScope), ...fresh }),
        wallet: () => client.fetchQuery({ ...walletQuery(), ...fresh }),
        merchantWallet: () => client.fetchQuery({ ...merchantWalletQuery(), ...fresh }),
        contractRequests: () => client.fetchQuery({ ...contractRequestsQuery(), ...fresh }),
      },
      sessionType,
    ).then((outcome) => {
      if (!live) return;
      setState(!outcome.checked ? 'skipped' : outcome.pending ? 'waiting' : 'none');
      setPending(outcome.checked ? outcome.pending : undefined);
    });
    return () => {
      live = false;
    };
  }, [client, token, sessionType]);

  const { open, done } = turn;
  useEffect(() => {
    if (!open || !pending) return;
    let live = true;
    setState('prompted');
    const { env: now, t: text } = latest.current;
    void now.confirm(text(QUESTION[pending])).then((yes) => {
      if (!live) return;
      setState(yes ? 'accepted' : 'declined');
      setPending(undefined);
      done();
      if (yes) now.navigate(CONTRACT_SCREENS[pending]);
    });
    return () => {
      live = false;
    };
  }, [open, pending, done]);

  if (!session) return null;
  return <span hidden data-block="contractPrompt" data-state={state} />;
}
