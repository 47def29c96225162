// Providers around the router: Mantine (with the dates locale of the language in use), React Query
// and the router with its context.
//
// Mantine's styles per component: the global ones, then those of the components the first page
// renders whatever the screen (the error, not-found and pending pages, the loading overlay). A
// module that renders other components imports their stylesheets itself, so they load with the
// screens that show them (check:bundle fails when a screen's code needs a stylesheet it lacks).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/generic-fallbacks';
import { i18nReady } from '@/lib/i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/**
 * Settles when the first screen can render in the language in use: an Indonesian catalogue loads
 * before it (lib/i18n). A catalogue that fails to load leaves the English texts, never a blank page.
 */
export const appReady: Promise<void> = i18nReady.then(
  () => undefined,
  () => undefined,
);

export function App() {
  const { i18n } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  // Mantine's date components format with this locale (they load dayjs with them); Indonesian
  // month and day names load with the Indonesian texts (lib/i18n). They pick calendar days, with no
  // time zone (see lib/jakarta-day).
  const locale = i18n.resolvedLanguage === 'id' ? 'id' : 'en';
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppErrorBoundary>
      </DatesProvider>
    </MantineProvider>
  );
}
