import { useSystemStatus } from '../../api/system';
import { MaintenancePage } from '../../ui/gate-pages';
import type { ScreenProps } from '../../ui/widget-env';

/** /m/maintenance: the maintenance page, with the platform's notice when it gives one. */
export default function MaintenanceScreen(_: ScreenProps) {
  const status = useSystemStatus();
  return <MaintenancePage info={status.data?.info} />;
}
