/**
 * The hot-match pop-up (spec 2.10): league, home and away team with their images, the time (MM/DD HH:mm),
 * VS, and a bet button. A modal <dialog>: focus stays inside (Tab wraps), Escape or the close button
 * closes it, a mask tap too (not just after opening, spec §9).
 */
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '../../api/games';
import { usePopupModal } from '../../ui/modal';
import { useWidgetEnv } from '../../ui/widget-env';
import { formatMatchTime } from './match-time';
import { CdnImage } from '../../ui/cdn-image';

export const TEAM_IMAGE_SIZE = 56;

function Team({ name, image, side }: { name: string; image?: string; side: 'home' | 'away' }) {
  return (
    <div className="lv-match-team" data-testid={`hot-match-popup-${side}`}>
      <CdnImage src={image} width={TEAM_IMAGE_SIZE} height={TEAM_IMAGE_SIZE} fallback={<span className="lv-match-team-blank" aria-hidden="true" />} />
      <span>{name}</span>
    </div>
  );
}

export function HotMatchPopup({ match, onBet, onClose }: { match: HotMatch; onBet: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { modal, headingRef, titleId } = usePopupModal(onClose, env.config.constants.dialogMaskIgnoreMs);

  return (
    <dialog
      {...modal}
      className="lv-dialog lv-popup lv-match-popup"
      aria-labelledby={titleId}
      data-testid="hot-match-popup"
    >
      <div className="lv-popup-body">
        <h2 id={titleId} className="lv-popup-heading" ref={headingRef} tabIndex={-1} data-testid="hot-match-popup-league">
          {match.league || t('block.hotMatches')}
        </h2>
        <div className="lv-match-board">
          <Team name={match.homeTeam} image={match.homeTeamImageUrl} side="home" />
          <div className="lv-match-middle">
            <bdi className="lv-match-time" dir="ltr" data-testid="hot-match-popup-time">
              {formatMatchTime(match.matchTime)}
            </bdi>
            <span className="lv-match-vs">{t('home.vs')}</span>
          </div>
          <Team name={match.awayTeam} image={match.awayTeamImageUrl} side="away" />
        </div>
        <div className="lv-dialog-actions">
          <button type="button" className="lv-button lv-button-quiet" onClick={onClose} data-testid="hot-match-popup-close">
            {t('common.close')}
          </button>
          <button type="button" className="lv-button" onClick={onBet} data-testid="hot-match-bet">
            {t('home.bet')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
