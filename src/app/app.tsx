// Providers around the router: Mantine, React Query and the router with its context.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { AppErrorBoundary } from '../components/errors/generic-fallbacks';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
