/** The marks of a downline: agent or player, and online. */
import { useTranslation } from 'react-i18next';
import { isAgent } from '../../lib/member-types';

export function KindMark({ type }: { type: number }) {
  const { t } = useTranslation();
  const agent = isAgent(type);
  return (
    <span className={`lv-team-mark${agent ? ' lv-team-mark-agent' : ''}`} data-testid="team-kind" data-kind={agent ? 'agent' : 'member'}>
      {t(agent ? 'team.agent' : 'team.member')}
    </span>
  );
}

export function OnlineMark() {
  const { t } = useTranslation();
  return (
    <span className="lv-team-online" data-testid="team-online">
      <span aria-hidden="true" className="lv-team-dot" />
      {t('team.online')}
    </span>
  );
}
