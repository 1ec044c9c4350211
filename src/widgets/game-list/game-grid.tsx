/**
 * The virtualised grid of games (issue 5 budget: 5,000 games scroll smoothly, about 150 tiles in the
 * DOM at most): TanStack Virtual over the window, one lane per column, rows of one fixed height, so only
 * the rows near the viewport are in the DOM and nothing shifts while icons load (lazy, with their size).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { GameItem } from '../../api/games';
import { GameTile } from '../../ui/game-tile';
import { gridMetrics } from './game-list-model';

/** Rows drawn beyond the viewport on each side. */
const OVERSCAN_ROWS = 3;
/** Tiles of the first rows may load their icons at once (above the fold). */
const EAGER_TILES = 8;

export interface GridActions {
  open: (game: GameItem) => void;
  /** Without it the tiles have no favourite star (the game lobby). */
  toggleFavourite?: (game: GameItem, on: boolean) => void;
}

interface CellProps {
  game: GameItem;
  tile: number;
  favourite: boolean;
  busy: boolean;
  eager: boolean;
  badge?: string;
  actions: GridActions;
}

const Cell = memo(function Cell({ game, tile, favourite, busy, eager, badge, actions }: CellProps) {
  return (
    <GameTile
      name={game.name}
      icon={game.icon}
      size={tile}
      eager={eager}
      badge={badge}
      onOpen={() => actions.open(game)}
      favourite={actions.toggleFavourite ? { on: favourite, busy, toggle: () => actions.toggleFavourite?.(game, favourite) } : undefined}
      testId={`game-${game.nodeId}`}
    />
  );
});

/** The grid's width and its distance from the top of the document, kept current as the page above changes. */
function useGridPlace(grid: RefObject<HTMLUListElement | null>, above: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState(() => ({ width: Math.min(480, typeof window === 'undefined' ? 390 : window.innerWidth) - 24, top: 0 }));
  useLayoutEffect(() => {
    const measure = () => {
      const el = grid.current;
      if (!el) return;
      const width = el.clientWidth;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setPlace((p) => (p.width === width && p.top === top ? p : { width, top }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (grid.current) observer.observe(grid.current);
    if (above.current) observer.observe(above.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [grid, above]);
  return place;
}

export function GameGrid({
  games,
  favourites,
  busy,
  actions,
  newBadge,
  label,
  above,
}: {
  games: GameItem[];
  favourites: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  actions: GridActions;
  newBadge: string;
  label: string;
  /** The part of the page above the grid (its height moves the grid). */
  above: RefObject<HTMLElement | null>;
}) {
  const grid = useRef<HTMLUListElement>(null);
  const { width, top } = useGridPlace(grid, above);
  const { lanes, tile, rowHeight } = gridMetrics(width);
  // Stable functions: a new one would make the virtualiser lay out every game again on each scroll frame.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => games[index]?.nodeId ?? index, [games]);
  const virtualizer = useWindowVirtualizer({ count: games.length, estimateSize, lanes, overscan: OVERSCAN_ROWS, scrollMargin: top, getItemKey });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new sizes or columns move every tile
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, lanes]);

  return (
    <ul ref={grid} className="lv-gl-grid" style={{ blockSize: virtualizer.getTotalSize() }} aria-label={label} data-testid="game-grid" data-count={games.length} data-lanes={lanes}>
      {virtualizer.getVirtualItems().map((item) => {
        const game = games[item.index];
        if (!game) return null;
        return (
          <li
            key={item.key}
            aria-setsize={games.length}
            aria-posinset={item.index + 1}
            className="lv-gl-cell"
            style={{ top: item.start - top, insetInlineStart: `${(item.lane * 100) / lanes}%`, inlineSize: `${100 / lanes}%`, blockSize: rowHeight }}
          >
            <Cell
              game={game}
              tile={tile}
              favourite={favourites.has(game.nodeId)}
              busy={busy.has(game.nodeId)}
              eager={item.index < EAGER_TILES}
              badge={game.isNew ? newBadge : undefined}
              actions={actions}
            />
          </li>
        );
      })}
    </ul>
  );
}
