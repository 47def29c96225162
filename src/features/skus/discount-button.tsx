// Sets a SKU's discounted price from the list, without opening the whole form: a small popover
// with the rupiah field, checked against the price before it is sent (and by the API after). The
// field's code loads when a popover first opens (see lazyPart).
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Center, Loader, Popover, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDiscount } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { lazyPart } from '@/lib/lazy-part';

const DiscountForm = lazyPart(() => import('./discount-form'), 'DiscountForm');

/** Fetches the popover form's code ahead of the first click. */
export const preloadDiscountForm = DiscountForm.preload;

export function DiscountButton({ sku }: { sku: Sku }) {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(false);
  const label = t('sku.discountFor', { name: sku.name });
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      trapFocus
      withArrow
      shadow="md"
      width={280}
    >
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" aria-label={label} onClick={toggle}>
            <IconDiscount size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Text size="sm" fw={600} mb="xs">
          {sku.name}
        </Text>
        {opened ? (
          <Suspense
            fallback={
              <Center py="sm">
                <Loader size="sm" />
              </Center>
            }
          >
            <DiscountForm sku={sku} onSaved={close} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
