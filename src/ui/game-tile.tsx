/**
 * One game (or vendor) tile, shared by the home sections, the popular-games tabs, the game list and the
 * lottery screens: the icon (lazy, with its size, so nothing shifts as it loads), the name, and where
 * the screen offers it a favourite toggle. The whole tile is one button that opens the game.
 */
import { useTranslation } from 'react-i18next';
import { CdnImage } from './cdn-image';

export interface FavouriteToggle {
  on: boolean;
  busy?: boolean;
  toggle: () => void;
}

export interface GameTileProps {
  name: string;
  icon?: string;
  onOpen: () => void;
  favourite?: FavouriteToggle;
  /** Icon size in CSS pixels (square). */
  size?: number;
  /** The first tiles of a screen may load eagerly (never the rest). */
  eager?: boolean;
  badge?: string;
  testId?: string;
}

export function GameTile({ name, icon, onOpen, favourite, size = 96, eager = false, badge, testId }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <div className="lv-game-tile" data-testid={testId}>
      <button type="button" className="lv-game-open" onClick={onOpen}>
        <CdnImage
          src={icon}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fallback={<span className="lv-game-icon-missing" style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />}
        />
        <span className="lv-game-name">{name}</span>
        {badge ? <span className="lv-game-badge">{badge}</span> : null}
      </button>
      {favourite ? (
        <button
          type="button"
          className="lv-game-fav"
          aria-pressed={favourite.on}
          aria-label={t(favourite.on ? 'games.removeFavourite' : 'games.addFavourite', { name })}
          disabled={favourite.busy}
          onClick={favourite.toggle}
          data-testid={testId ? `${testId}-fav` : undefined}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill={favourite.on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
