import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { AppRoutes } from '../renderer/app-routes';
import { EnvProvider } from '../renderer/env-provider';
import { buildRouteTable } from '../renderer/route-table';
import { StartupGate } from '../renderer/startup-gate';
import { UpdatePrompt } from './update-prompt';

export function App({ config, queryClient }: { config: MerchantConfig; queryClient: QueryClient }) {
  const table = useMemo(() => buildRouteTable(config), [config]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StartupGate>
          <EnvProvider config={config} table={table}>
            <AppRoutes config={config} />
          </EnvProvider>
        </StartupGate>
        <UpdatePrompt />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

export { createQueryClient } from './query-client';
