// The live preview beside the form: some products and quantities, a day and a time (now in Jakarta
// at first), and what the promotion as it stands would take off such an order — asked of the server
// (previewPromotion, nothing saved) a moment after anything changes — as one sentence, or why it
// would not apply. While the form breaks a rule, it says to finish the form first.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { previewPromotion } from '@generated/hooks/promotions/promotions';
import type { PromotionPreviewInput } from '@generated/model';
import { isTime } from '@/components/form/time-field';
import { isApiError } from '@/lib/api/errors';
import { calendarDateToDay, dayToCalendarDate } from '@/lib/jakarta-day';
import { jakartaInstant, jakartaNow, previewSentence } from './preview';
import { promotionFormSchema, type PromotionFormInput, type PromotionFormValues } from './schemas';

/** How long the form rests before the server is asked. */
export const PREVIEW_DEBOUNCE_MS = 400;

interface Line {
  key: number;
  skuId: string | null;
  quantity: number;
}

export function PreviewPanel({
  control,
  products,
}: {
  control: Control<PromotionFormInput, unknown, PromotionFormValues>;
  products: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as PromotionFormInput;
  const now = useMemo(() => jakartaNow(), []);
  const [day, setDay] = useState(now.day);
  const [time, setTime] = useState(now.time);
  const [lines, setLines] = useState<Line[]>([{ key: 0, skuId: null, quantity: 2 }]);

  const parsed = promotionFormSchema.safeParse(values);
  const items = lines.filter((line) => line.skuId !== null && line.quantity >= 1);
  const ready = parsed.success && items.length > 0 && isTime(time) && Boolean(day);
  const request: PromotionPreviewInput | null =
    ready && parsed.success
      ? {
          promotion: parsed.data,
          items: items.map((line) => ({ sku_id: Number(line.skuId), quantity: line.quantity })),
          at: jakartaInstant(day, time),
        }
      : null;
  const key = request ? JSON.stringify({ request, day, time }) : null;
  const [asked] = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['previewPromotion', asked],
    queryFn: async ({ signal }) => {
      const ask = JSON.parse(asked!) as { request: PromotionPreviewInput; day: string; time: string };
      return { ask, answer: (await previewPromotion(ask.request, undefined, signal)).data };
    },
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const nameOf = (skuId: number) => products.find((p) => p.value === String(skuId))?.label ?? `#${skuId}`;
  // The answer for the form as it is now; the last one, dimmed, while the next loads.
  const current = query.data !== undefined && key === asked && !query.isPlaceholderData;

  let outcome: React.ReactNode;
  if (!parsed.success) outcome = <Text c="dimmed">{t('promotion.preview.finishForm')}</Text>;
  else if (items.length === 0) outcome = <Text c="dimmed">{t('promotion.preview.pickProducts')}</Text>;
  else if (query.error)
    outcome = (
      <Text c="red.8" role="alert">
        {isApiError(query.error) ? query.error.message : t('promotion.preview.failed')}
      </Text>
    );
  else if (query.data) {
    const { ask, answer } = query.data;
    outcome = (
      <Text
        fw={600}
        data-testid="preview-sentence"
        c={answer.applies ? 'teal.9' : undefined}
        style={{ opacity: current ? 1 : 0.6 }}
        aria-busy={!current}
      >
        {previewSentence(
          t,
          {
            items: ask.request.items.map((item) => ({ name: nameOf(item.sku_id), quantity: item.quantity })),
            day: ask.day,
            time: ask.time,
          },
          answer,
        )}
      </Text>
    );
  } else outcome = <Text c="dimmed">{t('common.loading')}</Text>;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="promotion-preview">
      <Stack gap="sm">
        <Title order={3} size="h5" id="promotion-preview">
          {t('promotion.preview.title')}
        </Title>
        {lines.map((line, index) => (
          <Group key={line.key} gap="xs" wrap="nowrap" align="flex-end">
            <Select
              style={{ flex: 1 }}
              label={index === 0 ? t('promotion.preview.product') : undefined}
              aria-label={t('promotion.preview.product')}
              placeholder={t('promotion.preview.pickProduct')}
              data={products}
              searchable
              value={line.skuId}
              onChange={(skuId) => setLines(lines.map((l) => (l.key === line.key ? { ...l, skuId } : l)))}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              w={80}
              label={index === 0 ? t('promotion.preview.quantity') : undefined}
              aria-label={t('promotion.preview.quantity')}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              value={line.quantity}
              onChange={(quantity) =>
                setLines(lines.map((l) => (l.key === line.key ? { ...l, quantity: Number(quantity) || 0 } : l)))
              }
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mb={2}
              disabled={lines.length === 1}
              aria-label={t('promotion.preview.removeLine')}
              onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            setLines([...lines, { key: Math.max(...lines.map((l) => l.key)) + 1, skuId: null, quantity: 1 }])
          }
          disabled={lines.length >= 50}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('promotion.preview.addLine')}
        </Button>
        <Group gap="xs" grow>
          <DateInput
            label={t('promotion.preview.day')}
            valueFormat="ddd D MMM YYYY"
            value={dayToCalendarDate(day)}
            onChange={(date) => date && setDay(calendarDateToDay(date))}
          />
          <TextInput
            label={t('promotion.preview.time')}
            value={time}
            maxLength={5}
            inputMode="numeric"
            onChange={(event) => setTime(event.currentTarget.value)}
            error={isTime(time) ? undefined : t('promotion.timeInvalid')}
          />
        </Group>
        <div aria-live="polite">{outcome}</div>
      </Stack>
    </Paper>
  );
}
