// A member's drawer on the Customers screen: who they are (as far as the user may see), the points
// balance, their recent orders (each opening the order), the points ledger newest first, and "Adjust
// points" for a user who manages users.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCustomer } from '@generated/hooks/customers/customers';
import type { CustomerDetail, PointEntry } from '@generated/model';
import { DataTableError } from '@/components/data-table/data-table-states';
import { Drawer } from '@/components/feedback/dialog';
import { AnchorLink } from '@/components/links';
import { orderStatusLabel } from '@/lib/domain-labels';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { canAccess } from '@/lib/session/access';
import { useSession } from '@/lib/session/use-session';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { memberName, memberPhone } from './member-columns';

/** "+470" or "−120": a ledger entry's points with their sign. */
export const signedPoints = (points: number) => `${points > 0 ? '+' : '−'}${formatNumber(Math.abs(points))}`;

function Ledger({ entries }: { entries: PointEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('members.noPoints')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">
              {t(`members.kind.${entry.kind}`)}
              {entry.order_id !== null && ` · #${entry.order_id}`}
            </Text>
            {entry.reason && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.created_at)}
              {entry.created_by && ` · ${entry.created_by.name}`}
            </Text>
          </Stack>
          <Text size="sm" fw={600} c={entry.points > 0 ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
            {signedPoints(entry.points)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function MemberBody({ member, canAdjust }: { member: CustomerDetail; canAdjust: boolean }) {
  const { t } = useTranslation();
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Stack>
      <Stack gap={2}>
        <Text fw={600}>{memberName(member, t)}</Text>
        <Text size="sm" c="dimmed">
          {memberPhone(member)}
        </Text>
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('members.balance')}
          </Text>
          <Text size="xl" fw={700} data-testid="points-balance">
            {t('members.pointsCount', { points: formatNumber(member.points_balance) })}
          </Text>
        </Stack>
        {canAdjust && !member.erased && (
          <Button leftSection={<IconAdjustments size={16} aria-hidden />} onClick={() => setAdjusting(true)}>
            {t('members.adjust')}
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        {t('members.recentOrders')}
      </Title>
      {member.recent_orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('members.noOrders')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {member.recent_orders.map((order) => (
            <Group key={order.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <AnchorLink to="/order" search={{ view: order.id }} size="sm">
                  #{order.id} · {order.outlet.name}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.created_at)}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(order.total_amount)}
                </Text>
                <Badge variant="light" size="sm">
                  {orderStatusLabel(order.status)}
                </Badge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <Title order={3} size="h5">
        {t('members.ledger')}
      </Title>
      <Ledger entries={member.points} />
      {adjusting && (
        <AdjustPointsDialog
          member={{ id: member.id, name: memberName(member, t), balance: member.points_balance }}
          onClose={() => setAdjusting(false)}
        />
      )}
    </Stack>
  );
}

export function MemberDrawer({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const member = useGetCustomer(customerId);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('members.drawerTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {member.error ? (
        <DataTableError error={member.error} onRetry={() => void member.refetch()} />
      ) : member.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <MemberBody member={member.data.data} canAdjust={canAccess(session, 'view_admin_user')} />
      )}
    </Drawer>
  );
}
