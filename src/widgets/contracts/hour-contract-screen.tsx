/** The hourly salary contract, /m/member/agent/getHourContract (HOURSAL3; spec 2.1, 6, 7). */
import { useHourlySalary } from '../../api/agent';
import type { ScreenProps } from '../../ui/widget-env';
import { ContractScreen } from './contract-page';
import { hourlySalaryView } from './contract-view';

export default function HourContractScreen({ route }: ScreenProps) {
  return <ContractScreen screen={route.screen} contract="hourlySalary" query={useHourlySalary()} toView={hourlySalaryView} />;
}
