// Export CSV / Export Excel: downloads every row of the report for the filters on screen, headed in
// the language of the screen, showing how much has arrived while a large file downloads.
import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, type DownloadProgress } from '@/lib/api/download';
import { errorToastText } from '@/lib/mutation-feedback';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';

/** A generated export query key: the operation's path, then its parameters. */
type ExportKey = readonly [Parameters<typeof downloadFile>[0], ...object[]];

export interface ExportButtonsProps {
  csv: ExportKey;
  xlsx: ExportKey;
}

export function ExportButtons({ csv, xlsx }: ExportButtonsProps) {
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState<'csv' | 'xlsx' | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setRunning(format);
    setProgress(null);
    try {
      const [path, query = {}] = format === 'csv' ? csv : xlsx;
      const lang = i18n.resolvedLanguage === 'id' ? 'id' : 'en';
      await downloadFile(path, { ...(query as Record<string, unknown>), lang }, setProgress);
    } catch (error) {
      toast.error(errorToastText(error));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  return (
    <Group gap="xs" align="center">
      {running && progress ? (
        <Group gap={6} aria-live="polite" miw={140}>
          {progress.total ? <Progress value={(progress.received / progress.total) * 100} w={80} size="sm" /> : null}
          <Text size="xs" c="dimmed">
            {t('reports.downloaded', { size: formatNumber(Math.ceil(progress.received / 1024)) })}
          </Text>
        </Group>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running === 'csv'}
        disabled={running !== null}
        onClick={() => void download('csv')}
      >
        {t('reports.exportCsv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running === 'xlsx'}
        disabled={running !== null}
        onClick={() => void download('xlsx')}
      >
        {t('reports.exportExcel')}
      </Button>
    </Group>
  );
}
