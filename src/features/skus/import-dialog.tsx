// Import from a spreadsheet: choose what the file holds, download its template, choose the file,
// see every row's outcome (a dry run that writes nothing), and import all rows once none has an error.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, FileInput, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportSkusQueryKey,
  getExportSkusXlsxQueryKey,
  getGetImportTemplateQueryKey,
  getGetImportTemplateXlsxQueryKey,
  useRunImport,
} from '@generated/hooks/imports/imports';
import type { ImportResult } from '@generated/model';
import { Modal } from '@/components/feedback/dialog';
import { ExportButtons } from '@/components/reports/export-buttons';
import { isApiError } from '@/lib/api/errors';
import { downloadFile } from '@/lib/api/download';
import { formatNumber } from '@/lib/format';
import { errorToastText } from '@/lib/mutation-feedback';
import { toast } from '@/lib/toast';

type Kind = 'skus' | 'recipes' | 'opening-stock';

const KINDS: Kind[] = ['skus', 'recipes', 'opening-stock'];

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The kinds offered, the first chosen at first. */
  kinds?: Kind[];
}

export function ImportDialog({ opened, onClose, kinds = KINDS }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'id' ? 'id' : 'en';
  // On a phone the dialog takes the screen, so the rows' table has the whole width.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [kind, setKind] = useState<Kind>(kinds[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const mutation = useRunImport({ mutation: { meta: { successToast: false, errorToast: false } } });

  const reset = () => setResult(null);
  const run = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const answer = await mutation.mutateAsync({
        kind,
        data: { file_name: file.name, content: await base64Of(file), dry_run: dryRun, lang },
      });
      setResult(answer.data);
      if (!dryRun) {
        toast.success(
          t('imports.done', { count: answer.data.summary.rows, rows: formatNumber(answer.data.summary.rows) }),
        );
      }
    } catch (error) {
      const body = isApiError(error) ? (error.body as { data?: ImportResult }) : undefined;
      if (body?.data) setResult(body.data);
      else toast.error(errorToastText(error) ?? t('errors.unknown'));
    }
  };
  const template = (format: 'csv' | 'xlsx') =>
    downloadFile((format === 'csv' ? getGetImportTemplateQueryKey(kind) : getGetImportTemplateXlsxQueryKey(kind))[0], {
      lang,
    }).catch((error: unknown) => toast.error(errorToastText(error) ?? t('errors.unknown')));

  const summary = result?.summary;
  const counts = {
    rows: formatNumber(summary?.rows ?? 0),
    created: formatNumber(summary?.created ?? 0),
    updated: formatNumber(summary?.updated ?? 0),
    unchanged: formatNumber(summary?.unchanged ?? 0),
    errors: formatNumber(summary?.errors ?? 0),
  };
  const errorRows = result?.rows.filter((row) => row.outcome === 'error') ?? [];
  const canImport = !!result && result.dry_run && result.summary.errors === 0 && !mutation.isPending;

  return (
    <Modal opened={opened} onClose={onClose} title={t('imports.title')} size="xl" fullScreen={phone}>
      <Stack gap="md">
        {kinds.length > 1 ? (
          <SegmentedControl
            aria-label={t('imports.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value as Kind);
              reset();
            }}
            data={kinds.map((value) => ({ value, label: t(`imports.kinds.${value}`) }))}
            fullWidth
          />
        ) : null}
        <Text size="sm" c="dimmed">
          {t(`imports.hints.${kind}`)}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void template('xlsx')}
          >
            {t('imports.templateXlsx')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void template('csv')}
          >
            {t('imports.templateCsv')}
          </Button>
        </Group>
        {kind === 'skus' ? (
          <Group gap="xs" align="center">
            <Text size="sm">{t('imports.exportHint')}</Text>
            <ExportButtons csv={getExportSkusQueryKey()} xlsx={getExportSkusXlsxQueryKey()} />
          </Group>
        ) : null}
        <FileInput
          label={t('imports.file')}
          description={t('imports.limits')}
          accept=".xlsx,.csv"
          value={file}
          onChange={(value) => {
            setFile(value);
            reset();
          }}
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" disabled={!file} loading={mutation.isPending} onClick={() => void run(true)}>
            {t('imports.check')}
          </Button>
          <Button disabled={!canImport} onClick={() => void run(false)}>
            {t('imports.commit')}
          </Button>
        </Group>
        {result ? (
          <Stack gap="xs" data-testid="import-result">
            <Alert color={result.summary.errors > 0 ? 'red' : result.committed ? 'green' : 'blue'}>
              {result.committed
                ? t('imports.committed', counts)
                : result.summary.errors > 0
                  ? t('imports.withErrors', { ...counts, count: result.summary.errors })
                  : t('imports.ready', { ...counts, count: result.summary.rows })}
            </Alert>
            {errorRows.length > 0 ? (
              <Table.ScrollContainer minWidth={360}>
                <Table striped aria-label={t('imports.errorsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('imports.row')}</Table.Th>
                      <Table.Th>{t('imports.column')}</Table.Th>
                      <Table.Th>{t('imports.message')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {errorRows.flatMap((row) =>
                      row.errors.map((error) => (
                        <Table.Tr key={`${row.row}-${error.field}`}>
                          <Table.Td>{row.row}</Table.Td>
                          <Table.Td>{error.column}</Table.Td>
                          <Table.Td>{error.message}</Table.Td>
                        </Table.Tr>
                      )),
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
