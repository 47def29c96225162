// The fallbacks of last resort: plain, with no router or session dependency, so they still
// render when the app around them is what failed.
import { Button, Center, Code, Stack, Title } from '@mantine/core';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function GenericNotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Title order={1} size="h3">
        {t('notFound.generic')}
      </Title>
    </Center>
  );
}

export function GenericErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="40vh" p="md">
      <Stack align="center" gap="sm" maw={620}>
        <Title order={1} size="h3">
          {t('errorPage.generic')}
        </Title>
        <Button size="xs" variant="default" onClick={() => setShown((value) => !value)} aria-expanded={shown}>
          {shown ? t('errorPage.hideError') : t('errorPage.showError')}
        </Button>
        {shown ? (
          <Code block w="100%">
            {message}
          </Code>
        ) : null}
      </Stack>
    </Center>
  );
}

interface BoundaryState {
  error: unknown;
}

/** Catches what nothing else caught (a provider failing), so the page never goes blank. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error) return <GenericErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
