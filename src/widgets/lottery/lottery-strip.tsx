/**
 * A horizontal strip of lottery game items (hot lottery games, recently played lottery games). A tap
 * opens the item as the lottery game it is (its code, its first play type), a Vietnam lottery game by
 * its code, and anything else by the general launch rules (useGameLauncher).
 */
import type { GameItem, LotteryGame, VnLotteryRegion } from '../../api/games';
import { useGameLauncher } from '../../ui/game-launch';
import { GameTile } from '../../ui/game-tile';
import { type LotteryMode, lotteryGameOf, lotteryHref, playTypesOf, useOpenLaunch, vnGameOf, vnHref } from './lottery-data';

const TILE = 64;

export function LotteryStrip({ items, games, regions, mode, testId }: { items: GameItem[]; games: LotteryGame[]; regions: VnLotteryRegion[]; mode: LotteryMode; testId: string }) {
  const openHref = useOpenLaunch();
  const launch = useGameLauncher();

  const open = (item: GameItem) => {
    const game = lotteryGameOf(item, games);
    const playType = game ? playTypesOf(game)[0] : undefined;
    if (game && playType) return openHref(lotteryHref(game.code, mode, playType));
    const vn = vnGameOf(item, regions);
    if (vn) return openHref(vnHref(vn.code));
    launch(item);
  };

  return (
    <ul className="lv-lottery-strip" data-testid={testId}>
      {items.map((item) => (
        <li key={item.nodeId} className="lv-lottery-strip-item">
          <GameTile name={item.name} icon={item.icon} size={TILE} onOpen={() => open(item)} testId={`${testId}-item`} />
        </li>
      ))}
    </ul>
  );
}
