// The outlet dialog's "Channels" tab: the outlet's link to each delivery platform (GoFood, GrabFood,
// ShopeeFood): whether it sells there, its store id at the platform, the platform's commission, the
// markup on its prices there and whether a new order is accepted at once. The platforms' credentials
// are configuration and never shown. Its own save, as the tax tab.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetOutletChannelsQueryKey,
  useGetOutletChannels,
  useReplaceOutletChannels,
} from '@generated/hooks/channel-settings/channel-settings';
import type { OutletChannel } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { useFormModal } from '@/components/form/form-modal';
import { NumberField } from '@/components/form/number-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import {
  outletChannelsFormSchema,
  toChannelsInput,
  type OutletChannelsFormInput,
  type OutletChannelsFormValues,
} from './schemas';

export function OutletChannelsForm({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const links = useGetOutletChannels(outletId);
  if (links.isError)
    return (
      <Text c="red" role="alert">
        {t('channels.loadFailed')}
      </Text>
    );
  if (!links.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <OutletChannelsEditor outletId={outletId} links={links.data.data.channels} />;
}

function OutletChannelsEditor({ outletId, links }: { outletId: number; links: OutletChannel[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const modal = useFormModal();
  const form = useForm<OutletChannelsFormInput, unknown, OutletChannelsFormValues>({
    resolver: zodResolver(outletChannelsFormSchema),
    defaultValues: toChannelsInput(links),
  });
  const { control, formState } = form;
  const enabled = useWatch({ control, name: 'channels' }).map((link) => link.enabled);
  const replace = useReplaceOutletChannels({ mutation: { meta: { successToast: t('channels.saved') } } });

  const { isDirty } = formState;
  useEffect(() => {
    modal?.setDirtyCheck(() => isDirty, 'outlet-channels');
    return () => modal?.setDirtyCheck(() => false, 'outlet-channels');
  }, [modal, isDirty]);

  const save = async (values: OutletChannelsFormValues) => {
    const answer = await replace.mutateAsync({ outletId, data: values });
    queryClient.setQueryData(getGetOutletChannelsQueryKey(outletId), answer);
    form.reset(toChannelsInput(answer.data.channels));
  };

  return (
    <ApiForm form={form} onSubmit={save} autoFocus={false}>
      <Text size="sm" c="dimmed">
        {t('channels.hint')}
      </Text>
      {links.map((link, index) => {
        const platform = t(`channels.platform.${link.channel}`);
        const off = !enabled[index];
        return (
          <Fieldset key={link.channel} legend={platform} variant="unstyled">
            <Stack gap="sm">
              <SwitchField
                control={control}
                name={`channels.${index}.enabled`}
                label={t('channels.enabled', { platform })}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextField
                  control={control}
                  name={`channels.${index}.store_id`}
                  label={t('channels.storeId')}
                  description={t('channels.storeIdHint', { platform })}
                  maxLength={100}
                  disabled={off}
                />
                <NumberField
                  control={control}
                  name={`channels.${index}.commission_percent`}
                  label={t('channels.commission')}
                  description={t('channels.commissionHint')}
                  allowDecimal
                  decimalScale={2}
                  min={0}
                  max={100}
                  clampBehavior="none"
                  suffix=" %"
                  disabled={off}
                  required
                />
                <NumberField
                  control={control}
                  name={`channels.${index}.price_markup_percent`}
                  label={t('channels.markup')}
                  description={t('channels.markupHint')}
                  allowDecimal
                  decimalScale={2}
                  min={0}
                  max={100}
                  clampBehavior="none"
                  suffix=" %"
                  disabled={off}
                  required
                />
                <SwitchField
                  control={control}
                  name={`channels.${index}.auto_accept`}
                  label={t('channels.autoAccept')}
                  description={t('channels.autoAcceptHint')}
                  disabled={off}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
      <Group justify="flex-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('channels.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}
