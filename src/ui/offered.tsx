/**
 * Whether a screen is offered to this player, and what shows when it is not. The config's items that open the
 * screen (member centre tiles, menu and list, the agent's tools and footer, the footer, the header menu) say so
 * by their own conditions (`when`: flags, white-label permissions, member types): opened by a direct link, a
 * screen follows the same rule as the item that would show it. A merchant with no such item offers it to
 * every member its route admits.
 */
import { useTranslation } from 'react-i18next';
import type { MenuItem, Route } from '../config/merchant-resolved.gen';
import { useWidgetEnv } from './widget-env';

export function useScreenOffered(screens: readonly Route['screen'][]): boolean {
  const env = useWidgetEnv();
  const { config } = env;
  const paths = new Set(config.routes.filter((r) => screens.includes(r.screen)).map((r) => r.path));
  const opens = (item: MenuItem | (typeof config.footer)[number]) => 'route' in item.action && paths.has(item.action.route.split('?')[0] ?? '');
  const items = [
    ...config.memberCentre.tiles,
    ...config.memberCentre.menu,
    ...config.memberCentre.list,
    ...config.agent.tools,
    ...config.agent.footer,
    ...config.footer,
    ...config.headerMenu,
  ].filter(opens);
  return items.length === 0 || items.some((item) => env.shows(item.when));
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
