// The page of a slip printed on the outlet's till roll (a receipt, a shift's X or Z slip): its title,
// Back and Print, the roll's width (58 or 80 mm, the device's last choice at first) and the slip's
// language, then the slip as it prints; on paper the slip alone, on a page as wide as the roll.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { NO_PRINT } from './print-classes';
import { RECEIPT_WIDTHS, rememberReceiptWidth, useReceiptPage, type ReceiptWidth } from './receipt';

/** Back to where the slip was opened from. */
export function BackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => router.history.back()}
    >
      {t('receipt.back')}
    </Button>
  );
}

export interface RollPageProps {
  title: string;
  subtitle?: string;
  width: ReceiptWidth;
  language: Language;
  /** A new width or language chosen (the page keeps it in its address). */
  onChoose: (next: { width?: ReceiptWidth; lang?: Language }) => void;
  /** The slip itself. */
  children: ReactNode;
}

export function RollPage({ title, subtitle, width, language, onChoose, children }: RollPageProps) {
  const { t } = useTranslation();
  const { receipt: slip, pageStyle } = useReceiptPage(width);
  return (
    <Stack gap="md">
      <Stack gap="sm" className={NO_PRINT}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            <BackButton />
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
              data-autofocus
              autoFocus
            >
              {t('receipt.printNow')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('receipt.width')}
            value={String(width)}
            onChange={(value) => {
              const next: ReceiptWidth = value === '58' ? 58 : 80;
              rememberReceiptWidth(next);
              onChoose({ width: next });
            }}
            data={RECEIPT_WIDTHS.map((mm) => ({ value: String(mm), label: t('receipt.widthMm', { width: mm }) }))}
          />
          <SegmentedControl
            aria-label={t('receipt.language')}
            value={language}
            onChange={(value) => onChoose({ lang: value === 'id' ? 'id' : 'en' })}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </Group>
      </Stack>
      {pageStyle}
      <div className="receipt-frame" ref={slip}>
        {children}
      </div>
    </Stack>
  );
}
