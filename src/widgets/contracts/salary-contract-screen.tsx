/** The daily salary contract, /m/member/agent/getSalaryContract (DAILYSALCONT3; spec 2.1, 6, 7). */
import { useDailySalary } from '../../api/agent';
import type { ScreenProps } from '../../ui/widget-env';
import { ContractScreen } from './contract-page';
import { dailySalaryView } from './contract-view';

export default function SalaryContractScreen({ route }: ScreenProps) {
  return <ContractScreen screen={route.screen} contract="dailySalary" query={useDailySalary()} toView={dailySalaryView} />;
}
