// What a document's page shows when the document cannot be loaded: not found (also another
// outlet's, which the API answers 404), or an error with a retry; with the way back to the list.
// Its title is the page's heading, so the page still has one.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';

export interface MissingRecordProps {
  error: unknown;
  onRetry: () => void;
  notFound: string;
  /** The link back to the list. */
  back: ReactNode;
}

export function MissingRecord({ error, onRetry, notFound, back }: MissingRecordProps) {
  const { t } = useTranslation();
  const gone = !error || (isApiError(error) && error.status === 404);
  return (
    <Alert
      color={gone ? 'gray' : 'red'}
      title={
        <Title order={1} fz="sm" fw={700} lh="inherit">
          {gone ? notFound : t('errors.unknown')}
        </Title>
      }
    >
      <Group gap="md">
        {!gone && error instanceof Error ? error.message : null}
        {!gone ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
        {back}
      </Group>
    </Alert>
  );
}

/** The id in a document's path, or undefined when it is not a positive whole number. */
export function recordId(param: string): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
