// Providers around the router: Mantine (with the dates locale of the language in use), React Query
// and the router with its context.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/generic-fallbacks';
import '../lib/i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const { i18n } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const locale = i18n.resolvedLanguage === 'id' ? 'id' : 'en';
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale, firstDayOfWeek: 1, timezone: 'Asia/Jakarta' }}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppErrorBoundary>
      </DatesProvider>
    </MantineProvider>
  );
}
