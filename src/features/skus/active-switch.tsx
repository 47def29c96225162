// A row's active switch: flips one SKU at once (a component of an active bundle is refused with
// the API's reason in a toast, and the switch stays as it was).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { useSkuBulkAction } from './use-sku-action';

export function ActiveSwitch({ sku }: { sku: Sku }) {
  const { t } = useTranslation();
  const { run, pending } = useSkuBulkAction();
  const toggle = (active: boolean) =>
    run(
      active ? 'active' : 'deactive',
      [sku.id],
      t(active ? 'sku.activated' : 'sku.deactivated', { name: sku.name }),
    ).catch(
      () => undefined, // the error toast already says why
    );
  return (
    <Switch
      checked={sku.status}
      disabled={pending}
      aria-label={t('sku.activeFor', { name: sku.name })}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
