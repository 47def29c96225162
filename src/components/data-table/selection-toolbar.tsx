// What replaces the filters while rows are selected: how many, the bulk actions, and a way out.
import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SelectionToolbar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="toolbar" aria-label={t('table.bulkActions')} wrap="wrap">
      <Text fw={600} size="sm" aria-live="polite">
        {t('table.selected', { count })}
      </Text>
      {children}
      <Button variant="subtle" color="gray" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
        {t('table.clearSelection')}
      </Button>
    </Group>
  );
}
