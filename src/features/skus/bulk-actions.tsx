// The selection toolbar's actions: Watch, Unwatch, Activate and Deactivate, each confirmed with
// the number of SKUs it changes; all of them change, or none (the API's reason in a toast).
import { Button } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkuBulkActionAction } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useSkuBulkAction } from './use-sku-action';

const ACTIONS: { action: SkuBulkActionAction; icon: ReactNode; danger?: boolean }[] = [
  { action: 'watch', icon: <IconEye size={14} aria-hidden /> },
  { action: 'unwatch', icon: <IconEyeOff size={14} aria-hidden /> },
  { action: 'active', icon: <IconPlayerPlay size={14} aria-hidden /> },
  { action: 'deactive', icon: <IconPlayerPause size={14} aria-hidden />, danger: true },
];

export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const { run, pending } = useSkuBulkAction();
  const count = ids.length;

  const apply = async (action: SkuBulkActionAction, danger?: boolean) => {
    const ok = await confirm({
      title: t(`sku.bulk.${action}Title`, { count }),
      message: t(`sku.bulk.${action}Text`),
      confirmLabel: t(`sku.bulk.${action}`),
      danger,
    });
    if (!ok) return;
    try {
      await run(action, ids.map(Number), t(`sku.bulk.${action}Done`, { count }));
      onDone();
    } catch {
      // The error toast says why; the selection stays for another try.
    }
  };

  return (
    <>
      {ACTIONS.map(({ action, icon, danger }) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          color={danger ? 'red' : undefined}
          leftSection={icon}
          disabled={pending}
          onClick={() => void apply(action, danger)}
        >
          {t(`sku.bulk.${action}`)}
        </Button>
      ))}
      {confirmDialog}
    </>
  );
}
