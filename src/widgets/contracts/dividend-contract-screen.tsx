/**
 * The dividend contract, /m/member/agent/getDevidendContract (the dividend request; spec 2.1, 6, 7).
 * Member types 4, 40, 41 and 42 do not load dividend info (spec 6): they see that it is not for them.
 */
import { useDividendInfo } from '../../api/agent';
import { skipsContractCheck } from '../../lib/member-types';
import { useSessionStore } from '../../state/session';
import type { ScreenProps } from '../../ui/widget-env';
import { ContractScreen, NotOffered } from './contract-page';
import { dividendView } from './contract-view';

export default function DividendContractScreen({ route }: ScreenProps) {
  const type = useSessionStore((s) => s.session?.type);
  const skips = type !== undefined && skipsContractCheck(type);
  const query = useDividendInfo(!skips);
  if (skips) {
    return (
      <section className="lv-contract" data-screen={route.screen} data-testid="contract-screen" data-contract="dividend" data-state="notForAccount">
        <NotOffered reason="notForAccount" />
      </section>
    );
  }
  return <ContractScreen screen={route.screen} contract="dividend" query={query} toView={dividendView} />;
}
