/**
 * Game sections with vendor tiles (spec 2.10): one section per category (grouped as §4 says: SPORTS
 * split into SPORTS, ESPORTS and COCKFIGHT), each vendor a tile with its large icon. A tap launches by
 * the launch rules of spec 2.10: a guest goes to /m/login; TCG_LOTTO_VN and TCG_SEA open the lottery
 * lobby; LOTT and ELOTT the traditional lottery; any other vendor the game centre.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupVendors, vendorsQuery } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useGameLauncher } from '../../ui/game-launch';
import { useGameScope } from '../../ui/game-scope';
import { GameTile } from '../../ui/game-tile';
import { Failed, Waiting } from '../../ui/status-view';
import type { VendorSectionsProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { chosenSections } from './vendor-rules';

export default function VendorSectionsBlock({ type, props }: BlockProps<VendorSectionsProps>) {
  const { t } = useTranslation();
  const id = useId();
  const scope = useGameScope();
  const launch = useGameLauncher();
  const problemText = useProblemText();
  const vendors = useQuery({ ...vendorsQuery(scope), placeholderData: keepPreviousData });
  // The tiles render in the background (in slices React can interrupt), not in one long task when the list arrives.
  const data = useDeferredValue(vendors.data);
  const sections = useMemo(() => (data ? chosenSections(groupVendors(data), props) : []), [data, props]);

  let body: ReactNode;
  if (vendors.isPending || (vendors.data && !data)) body = <Waiting />;
  else if (vendors.isError && !data) body = <Failed onRetry={() => void vendors.refetch()} detail={problemText(problemOf(vendors.error))} />;
  else if (sections.length === 0) body = <p className="lv-muted">{t('popular.noVendors')}</p>;
  else
    body = sections.map((section) => (
      <section key={section.category} className="lv-vendor-section" aria-labelledby={`${id}-${section.category}`} data-testid={`vendor-section-${section.category}`}>
        <h3 id={`${id}-${section.category}`}>{t(`popular.category.${section.category}`, { defaultValue: section.category })}</h3>
        <ul className="lv-vendor-grid">
          {section.vendors.map((v) => (
            <li key={v.vendor}>
              <GameTile
                name={v.displayName}
                icon={v.icon}
                size={120}
                onOpen={() => launch({ vendor: v.vendor, gameType: section.category })}
                testId={`vendor-tile-${section.category}-${v.vendor}`}
              />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <section className="lv-block lv-vendor-sections" data-block={type} aria-labelledby={`${id}-title`} aria-busy={vendors.isFetching}>
      <h2 id={`${id}-title`}>{t('block.vendorSections')}</h2>
      {body}
    </section>
  );
}
