/**
 * Whether the message centre is offered to this player: the config's items that open it (the member
 * centre's news/mail under MAILCEN, the agent home's messages tool under AGECEN.INBOX3, or any other) say
 * so by their own conditions; a merchant with no such item offers it to every member.
 */
import type { MenuItem, Route } from '../../config/merchant-resolved.gen';
import { useWidgetEnv } from '../../ui/widget-env';

const INBOX_SCREENS: readonly Route['screen'][] = ['messageCentre', 'messages'];

export function useInboxOffered(): boolean {
  const env = useWidgetEnv();
  const { config } = env;
  const paths = new Set(config.routes.filter((r) => INBOX_SCREENS.includes(r.screen)).map((r) => r.path));
  const opens = (item: MenuItem | (typeof config.footer)[number]) => 'route' in item.action && paths.has(item.action.route.split('?')[0] ?? '');
  const items = [...config.memberCentre.tiles, ...config.memberCentre.menu, ...config.memberCentre.list, ...config.agent.tools, ...config.agent.footer, ...config.footer, ...config.headerMenu].filter(opens);
  return items.length === 0 || items.some((item) => env.shows(item.when));
}

/** The path one message opens at (the `messages` screen's route), with its id. */
export function useMessagePath(): (id: string) => string | undefined {
  const { config } = useWidgetEnv();
  const path = config.routes.find((r) => r.screen === 'messages')?.path;
  return (id) => (path ? `${path}?id=${encodeURIComponent(id)}` : undefined);
}
