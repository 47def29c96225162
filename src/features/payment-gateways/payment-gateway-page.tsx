// The Payment Gateway screen: every payment method grouped by type, with its logo, provider and
// fee, and a switch that offers it to customers or stops offering it (asking first).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListPaymentGateways, useSetPaymentGatewayStatus } from '@generated/hooks/payment-gateways/payment-gateways';
import { PaymentMethodType, type PaymentGateway } from '@generated/model';
import { DataTableEmpty, DataTableError } from '@/components/data-table/data-table-states';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { ListScreen } from '@/components/list/list-screen';
import { paymentFeeLabel, paymentMethodTypeLabel } from '@/lib/domain-labels';
import { PAYMENT_GATEWAY_LIST } from './search';
import { HistoryButton } from '@/components/audit/record-history';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

function GatewayCard({ gateway }: { gateway: PaymentGateway }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  // The switch always turns the gateway the other way round.
  const done = gateway.is_enabled ? 'paymentGateway.disabledToast' : 'paymentGateway.enabledToast';
  const toggle = useSetPaymentGatewayStatus({ mutation: { meta: { successToast: t(done, { name: gateway.name }) } } });

  const change = async (isEnabled: boolean) => {
    if (!isEnabled) {
      const sure = await confirm({
        title: t('paymentGateway.disableTitle', { name: gateway.name }),
        message: t('paymentGateway.disableText', { name: gateway.name }),
        confirmLabel: t('paymentGateway.disable'),
        danger: true,
      });
      if (!sure) return;
    }
    await toggle.mutateAsync({ paymentGatewayId: gateway.id, data: { is_enabled: isEnabled } });
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={gateway.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" gap="sm">
          <Avatar
            src={gateway.logo_url}
            alt={t('paymentGateway.logo', { name: gateway.name })}
            radius="md"
            color="teal"
          >
            {initials(gateway.name)}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>{gateway.name}</Text>
            <Text size="xs" c="dimmed">
              {t('paymentGateway.provider')}: {gateway.provider}
            </Text>
            <Text size="xs" c="dimmed">
              {t('paymentGateway.fee')}: {paymentFeeLabel(gateway.fee_flat, gateway.fee_percent)}
            </Text>
          </Stack>
        </Group>
        <Switch
          checked={gateway.is_enabled}
          disabled={toggle.isPending}
          onChange={(event) => void change(event.currentTarget.checked)}
          aria-label={t('paymentGateway.offer', { name: gateway.name })}
          label={gateway.is_enabled ? t('paymentGateway.enabled') : t('paymentGateway.disabled')}
          labelPosition="left"
        />
      </Group>
      <Group justify="flex-end" mt="xs">
        <HistoryButton
          recordType="payment_gateway"
          recordId={gateway.id}
          title={t('auditLog.historyOf', { name: gateway.name })}
        />
      </Group>
      {confirmDialog}
    </Card>
  );
}

export function PaymentGatewayPage() {
  const { t } = useTranslation();
  const list = useListPaymentGateways(PAYMENT_GATEWAY_LIST);
  const gateways = list.data?.data ?? [];

  return (
    <ListScreen title={t('screens.paymentGateway')}>
      <Text c="dimmed" mt={-8}>
        {t('paymentGateway.subtitle')}
      </Text>
      {list.error ? (
        <DataTableError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : gateways.length === 0 ? (
        <DataTableEmpty message={t('paymentGateway.empty')} />
      ) : (
        Object.values(PaymentMethodType).map((type) => {
          const ofType = gateways.filter((gateway) => gateway.method_type === type);
          if (ofType.length === 0) return null;
          return (
            <Stack key={type} gap="xs" component="section" aria-label={paymentMethodTypeLabel(type)}>
              <Title order={2} size="h4">
                {paymentMethodTypeLabel(type)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {ofType.map((gateway) => (
                  <GatewayCard key={gateway.id} gateway={gateway} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </ListScreen>
  );
}
