// Where a product is on sale today: one switch per outlet the user reaches with the SKU or the
// counter scope, off while the outlet has it sold out. Both doors refuse a sold-out product at once.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { useSoldOut } from '@/components/sold-out/use-sold-out';
import { useSession } from '@/lib/session';

function OutletSwitch({ sku, outlet }: { sku: Sku; outlet: { id: number; name: string } }) {
  const { t } = useTranslation();
  const soldOut = useSoldOut(outlet.id);
  const label = t('sku.availableAt', { outlet: outlet.name });
  if (soldOut.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{label}</Text>
      </Group>
    );
  if (soldOut.error)
    return (
      <Text size="sm" c="red">
        {t('sku.availabilityFailed', { outlet: outlet.name })}
      </Text>
    );
  return (
    <Switch
      label={label}
      description={soldOut.ids.has(sku.id) ? t('sku.soldOutHere') : undefined}
      checked={!soldOut.ids.has(sku.id)}
      disabled={soldOut.saving}
      onChange={(event) => void soldOut.set(sku, !event.currentTarget.checked, outlet.name).catch(() => undefined)}
    />
  );
}

export function Availability({ sku }: { sku: Sku }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter(
    (outlet) => outlet.admin_scope.includes('view_admin_sku') || outlet.admin_scope.includes('view_admin_counter'),
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('sku.availabilityHint')}
      </Text>
      {outlets.length === 0 ? (
        <Text size="sm">{t('sku.noOutlets')}</Text>
      ) : (
        outlets.map((outlet) => <OutletSwitch key={outlet.id} sku={sku} outlet={outlet} />)
      )}
    </Stack>
  );
}
