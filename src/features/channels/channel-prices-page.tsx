// The channel prices screen: per delivery platform, the chain's own final price (PBJT included) of
// products there, a line per product; a product not listed sells on the platform at its own price
// with the outlet's PBJT and markup. Saving replaces the platform's whole list.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Center, Grid, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetChannelPricesQueryKey,
  useGetChannelPrices,
  useReplaceChannelPrices,
} from '@generated/hooks/channel-settings/channel-settings';
import type { ChannelLinkPlatform, ChannelPriceList } from '@generated/model';
import { DataTableError } from '@/components/data-table/data-table-states';
import { LinesEditor } from '@/components/document/lines-editor';
import { ApiForm } from '@/components/form/api-form';
import { MoneyField } from '@/components/form/money-field';
import { SkuSelectField } from '@/components/form/sku-select-field';
import { formatRupiah } from '@/lib/format';
import {
  channelPricesFormSchema,
  EMPTY_PRICE,
  MAX_CHANNEL_PRICE,
  PLATFORMS,
  type ChannelPricesFormInput,
  type ChannelPricesFormValues,
} from './schemas';
import { replaceChannelPricesBodyPricesMax } from '@generated/zod/channel-settings/channel-settings.zod';

const toInput = (list: ChannelPriceList): ChannelPricesFormInput => ({
  prices: list.prices.map(({ sku_id, price }) => ({ sku_id, price })),
});

function ChannelPricesForm({ channel, saved }: { channel: ChannelLinkPlatform; saved: ChannelPriceList }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ChannelPricesFormInput, unknown, ChannelPricesFormValues>({
    resolver: zodResolver(channelPricesFormSchema),
    defaultValues: toInput(saved),
  });
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const prices = useWatch({ control, name: 'prices' });
  const { errors, isSubmitting } = useFormState({ control });
  const replace = useReplaceChannelPrices({ mutation: { meta: { successToast: t('channels.pricesSaved') } } });
  const platform = t(`channels.platform.${channel}`);
  // The names and own prices as saved; a new pick has its name from the search.
  const known = new Map(saved.prices.map((line) => [line.sku_id, line]));
  const taken = (prices ?? []).flatMap((line) => (line?.sku_id === undefined ? [] : [line.sku_id]));

  const save = async (values: ChannelPricesFormValues) => {
    const answer = await replace.mutateAsync({ channel, data: values });
    queryClient.setQueryData(getGetChannelPricesQueryKey(channel), answer);
    form.reset(toInput(answer.data));
  };

  const line = (index: number) => {
    const skuId = prices?.[index]?.sku_id;
    const savedLine = skuId === undefined ? undefined : known.get(skuId);
    const number = index + 1;
    return (
      <>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <SkuSelectField
            control={control}
            name={`prices.${index}.sku_id`}
            kind="product"
            label={t('channels.product')}
            aria-label={t('channels.productOf', { number })}
            placeholder={t('channels.productPlaceholder')}
            initialOption={savedLine ? { value: String(savedLine.sku_id), label: savedLine.sku_name } : undefined}
            taken={taken.filter((id) => id !== skuId)}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, sm: 4 }}>
          <MoneyField
            control={control}
            name={`prices.${index}.price`}
            label={t('channels.price', { platform })}
            aria-label={t('channels.priceOf', { number })}
            description={savedLine ? t('channels.ownPrice', { price: formatRupiah(savedLine.own_price) }) : undefined}
            min={1}
            max={MAX_CHANNEL_PRICE}
            required
          />
        </Grid.Col>
      </>
    );
  };

  return (
    <ApiForm form={form} onSubmit={save} autoFocus={false}>
      <Text size="sm" c="dimmed">
        {t('channels.pricesHint', { platform })}
      </Text>
      <LinesEditor
        title={t('channels.pricesOn', { platform })}
        keys={fields.map((field) => field.id)}
        line={line}
        removeSpan={{ base: 2, sm: 1 }}
        removeLabel={(number) => t('channels.removePrice', { number })}
        onRemove={remove}
        addLabel={t('channels.addPrice')}
        onAdd={() => append(EMPTY_PRICE)}
        max={replaceChannelPricesBodyPricesMax}
        error={errors.prices?.root?.message ?? errors.prices?.message}
      />
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('channels.noPrices', { platform })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={isSubmitting}>
          {t('channels.savePrices')}
        </Button>
      </Group>
    </ApiForm>
  );
}

function ChannelPricesBody({ channel }: { channel: ChannelLinkPlatform }) {
  const list = useGetChannelPrices(channel);
  if (list.error) return <DataTableError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  // Keyed by platform: switching platform starts that platform's own form.
  return <ChannelPricesForm key={channel} channel={channel} saved={list.data.data} />;
}

export function ChannelPricesPage() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<ChannelLinkPlatform>('gofood');
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('screens.channelPrices')}
      </Title>
      <SegmentedControl
        aria-label={t('channels.platformChoice')}
        value={channel}
        onChange={(value) => setChannel(value as ChannelLinkPlatform)}
        data={PLATFORMS.map((platform) => ({ value: platform, label: t(`channels.platform.${platform}`) }))}
        maw={480}
      />
      <ChannelPricesBody channel={channel} />
    </Stack>
  );
}
