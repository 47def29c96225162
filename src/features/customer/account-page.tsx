// The customer's account: the name the outlet calls the order by (changeable), the phone number,
// signing out, and erasing their data on request (UU PDP 27/2022), after saying what goes and what
// stays.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/List.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEraseCustomerMe, useGetCustomerMe, useUpdateCustomerMe } from '@generated/app/hooks/app-auth/app-auth';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { ApiForm } from '@/components/form/api-form';
import { TextField } from '@/components/form/text-field';
import { useCart } from './cart';
import { useCustomerTitle } from './title';
import { nameSchema, type NameInput, type NameValues } from './schemas';
import { isCustomerQueryKey, useCustomerToken } from './session';
import { LoadFailed } from './states';

/** Forgets the customer on this device (the token, the cart, every answer kept for them): the sign-in shows. */
function useForgetCustomer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearToken = useCustomerToken((s) => s.clear);
  const clearCart = useCart((s) => s.clear);
  return async () => {
    clearToken();
    clearCart();
    queryClient.removeQueries({ predicate: (query) => isCustomerQueryKey(query.queryKey) });
    await navigate({ to: '/customer' });
  };
}

function NameForm({ name }: { name: string | null }) {
  const { t } = useTranslation();
  const form = useForm<NameInput, unknown, NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: name ?? '' },
  });
  const { reset } = form;
  useEffect(() => reset({ name: name ?? '' }), [name, reset]);
  const save = useUpdateCustomerMe({ mutation: { meta: { successToast: t('customer.account.saved') } } });
  return (
    <ApiForm form={form} onSubmit={(values) => save.mutateAsync({ data: values })} autoFocus={false}>
      <TextField
        control={form.control}
        name="name"
        label={t('customer.account.name')}
        description={t('customer.account.nameHint')}
        autoComplete="name"
        withAsterisk
      />
      <Group justify="flex-end">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('customer.account.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  useCustomerTitle(t('customer.account.title'));
  const me = useGetCustomerMe();
  const forget = useForgetCustomer();
  const [confirm, dialog] = useConfirm();
  const erase = useEraseCustomerMe();

  const eraseData = async () => {
    const sure = await confirm({
      title: t('customer.account.eraseTitle'),
      message: (
        <Stack gap="xs" component="span">
          <Text size="sm" component="span">
            {t('customer.account.eraseErased')}
          </Text>
          <Text size="sm" component="span">
            {t('customer.account.eraseKept')}
          </Text>
          <Text size="sm" component="span">
            {t('customer.account.eraseAfter')}
          </Text>
        </Stack>
      ),
      confirmLabel: t('customer.account.eraseConfirm'),
      cancelLabel: t('customer.account.eraseKeep'),
      danger: true,
    });
    if (!sure) return;
    await erase.mutateAsync();
    await forget();
  };

  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('customer.account.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {me.isPending ? (
          <Skeleton height={120} />
        ) : me.isError ? (
          <LoadFailed error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('customer.account.phone')}
              </Text>
              <Text fw={600} data-testid="account-phone">
                {me.data.data.phone_number}
              </Text>
            </Stack>
            <NameForm name={me.data.data.name} />
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void forget()}>
            {t('customer.account.signOut')}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-erase">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-erase">
            {t('customer.account.eraseHeading')}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t('customer.account.eraseErased')}</List.Item>
            <List.Item>{t('customer.account.eraseKept')}</List.Item>
          </List>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void eraseData().catch(() => undefined)}
            loading={erase.isPending}
          >
            {t('customer.account.erase')}
          </Button>
        </Stack>
      </Paper>
      {dialog}
    </Stack>
  );
}
