import type { AppConfig } from '@releve/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigContext } from '../lib/config-context';
import { AppRoutes } from './router';

interface Props {
  config: AppConfig;
  queryClient: QueryClient;
}

export function App({ config, queryClient }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={config}>
        <AppRoutes />
      </ConfigContext.Provider>
    </QueryClientProvider>
  );
}
