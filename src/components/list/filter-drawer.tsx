// A list's filters on a phone: one "Filters" button saying how many are set, opening a drawer
// from the bottom that holds the same filters as the desktop's bar.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/feedback/dialog';
import { useOnceTrue } from '@/lib/use-once-true';

export function FilterDrawer({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // The filters mount when the drawer first opens, not with the list.
  const used = useOnceTrue(opened);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {count}
            </Badge>
          ) : null
        }
        aria-label={count > 0 ? t('table.filtersSet', { count }) : t('table.filters')}
        aria-haspopup="dialog"
        onClick={open}
      >
        {t('table.filters')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        // Once opened, the filters stay mounted while closed, so a search typed just before closing
        // still applies.
        keepMounted={used}
        title={t('table.filters')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md" className="filter-drawer">
          {children}
          <Button onClick={close}>{t('table.showResults')}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
