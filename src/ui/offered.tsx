/**
 * Whether a screen is offered to this player, and what shows when it is not. The config's items that open the
 * screen (member centre tiles, menu and list, the agent's tools and footer, the footer, the header menu) say so
 * by their own conditions (`when`: flags, white-label permissions, member types): opened by a direct link, a
 * screen follows the same rule as the item that would show it. Items of the agent area count only for an
 * agent (spec 6: only agent member types see it). A merchant with no such item offers the screen to every
 * member its route admits. While the player data a permission is decided on loads, the screen waits; if it
 * cannot load, the screen says so with Retry (never "no permission" for a failed call).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../api/member';
import { promotionsQuery } from '../api/reward-kinds';
import type { Condition, MenuItem, Route } from '../config/merchant-resolved.gen';
import { dataNeeded } from '../config/resolve';
import { isAgent } from '../lib/member-types';
import { useSessionStore } from '../state/session';
import { Failed, Waiting } from './status-view';
import { useWidgetEnv } from './widget-env';

export type Offer = 'offered' | 'notOffered' | 'pending' | 'failed';

type Opener = MenuItem | ReturnType<typeof useWidgetEnv>['config']['footer'][number];

/**
 * The items that open one of `screens`: whether the config has any, and the conditions of those this player
 * could see (agent-area items only for an agent).
 */
function useOpeners(screens: readonly Route['screen'][]): { any: boolean; conditions: (Condition | undefined)[] } {
  const { config } = useWidgetEnv();
  const agent = useSessionStore((s) => (s.session ? isAgent(s.session.type) : false));
  const paths = new Set(config.routes.filter((r) => screens.includes(r.screen)).map((r) => r.path));
  const opens = (item: Opener) => 'route' in item.action && paths.has(item.action.route.split('?')[0] ?? '');
  const everyone = [...config.memberCentre.tiles, ...config.memberCentre.menu, ...config.memberCentre.list, ...config.footer, ...config.headerMenu].filter(opens);
  const agentArea = [...config.agent.tools, ...config.agent.footer].filter(opens);
  const visible = agent ? [...everyone, ...agentArea] : everyone;
  return { any: everyone.length + agentArea.length > 0, conditions: visible.map((item) => item.when) };
}

export function useScreenOffer(screens: readonly Route['screen'][]): { offer: Offer; retry: () => void } {
  const env = useWidgetEnv();
  const { any, conditions } = useOpeners(screens);
  const needs = new Set(conditions.flatMap((when) => dataNeeded(when, env.site)));
  const signedIn = useSessionStore((s) => Boolean(s.session));
  const info = useQuery({ ...memberInfoQuery(), enabled: signedIn && needs.has('memberInfo') });
  const promotions = useQuery({ ...promotionsQuery(), enabled: needs.has('promotions') });
  const loads = [...(needs.has('memberInfo') && signedIn ? [info] : []), ...(needs.has('promotions') ? [promotions] : [])];
  const retry = () => {
    for (const load of loads) if (load.isError) void load.refetch();
  };
  if (!any || conditions.some((when) => env.shows(when))) return { offer: 'offered', retry };
  if (loads.some((load) => load.isPending)) return { offer: 'pending', retry };
  if (loads.some((load) => load.isError)) return { offer: 'failed', retry };
  return { offer: 'notOffered', retry };
}

/** A feature switched off for this merchant or member: the spec's message instead of the feature. */
export function NotOffered({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-status" role="status" data-testid={testId}>
      <p>{t('message.noPermission')}</p>
    </div>
  );
}

/** The screen's content when it is offered; else waiting, a failure with Retry, or the not-offered message. */
export function Offered({ screens, testId, children }: { screens: readonly Route['screen'][]; testId: string; children: ReactNode }) {
  const { offer, retry } = useScreenOffer(screens);
  if (offer === 'pending') return <Waiting />;
  if (offer === 'failed') return <Failed onRetry={retry} />;
  if (offer === 'notOffered') return <NotOffered testId={testId} />;
  return children;
}
