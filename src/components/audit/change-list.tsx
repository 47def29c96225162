// An audit entry's changes in the reader's language: a field a line ("Price: Rp 25,000 → Rp 27,000"),
// lines of a document (a purchase order's items) as a small before/after table — on a phone as one
// block a line — and a long entry cut short with "Show all", so no entry is taller than the screen.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditEntryChangesItem } from '@generated/model';
import { auditField, auditLines, auditValue, isLines, type LineRow, type NamedEntry } from './audit-words';

export { auditOperation, auditRecord } from './audit-words';

/** Who made the write: the user's name, a provider's, or the system. */
export function auditActor(entry: Pick<AuditEntry, 'actor' | 'user' | 'actor_name'>, t: TFunction): string {
  if (entry.user) return entry.user.name;
  if (entry.actor === 'provider') return t('auditLog.provider', { name: entry.actor_name ?? '' });
  return t('auditLog.system');
}

/** Fields shown before "Show all". */
const SHORT_FIELDS = 6;
/** Lines of a table shown before "Show all". */
const SHORT_LINES = 3;

/** "Rp 25,000 → Rp 27,000", or the value alone where there was none before. */
const beforeAfter = (before: string, after: string) => (before === '—' ? after : `${before} → ${after}`);

function LineState({ row, marked, t }: { row: LineRow; marked: boolean; t: TFunction }) {
  if (!marked) return null;
  if (row.state === 'added')
    return (
      <Badge size="xs" variant="light" color="teal" ml={6}>
        {t('auditLog.lineAdded')}
      </Badge>
    );
  if (row.state === 'removed')
    return (
      <Badge size="xs" variant="light" color="red" ml={6}>
        {t('auditLog.lineRemoved')}
      </Badge>
    );
  return null;
}

const cellText = (cell: LineRow['cells'][number]) =>
  cell.changed ? `${cell.before} → ${cell.after}` : cell.after || cell.before;

function Lines({ change, entry, limit }: { change: AuditEntryChangesItem; entry: NamedEntry; limit?: number }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const lines = auditLines(change.field, change.before, change.after, entry, t);
  const rows = limit === undefined ? lines.rows : lines.rows.slice(0, limit);
  return (
    <Stack gap={2} data-testid="audit-lines">
      <Text fw={600} size="sm">
        {lines.field}:
      </Text>
      {phone ? (
        rows.map((row) => (
          <Text key={row.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500} size="sm">
              {row.name}
            </Text>
            <LineState row={row} marked={lines.marked} t={t} />
            {lines.headers.map((header, index) => (
              <Text key={header} span size="sm" c="dimmed" display="block">
                {header}: {cellText(row.cells[index]!)}
              </Text>
            ))}
          </Text>
        ))
      ) : (
        <Table withTableBorder withColumnBorders verticalSpacing={2} horizontalSpacing={6} fz="xs" w="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{lines.nameHeader}</Table.Th>
              {lines.headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  {row.name}
                  <LineState row={row} marked={lines.marked} t={t} />
                </Table.Td>
                {row.cells.map((cell, index) => (
                  <Table.Td key={lines.headers[index]} fw={cell.changed ? 600 : undefined}>
                    {cellText(cell)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function ChangeList({ entry }: { entry: Pick<AuditEntry, 'changes' | 'names' | 'record_type'> }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const { changes } = entry;
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('auditLog.noFieldChanged')}
      </Text>
    );
  const lineChanges = changes.filter((change) => isLines(change.before, change.after));
  const fieldChanges = changes.filter((change) => !lineChanges.includes(change));
  const long =
    fieldChanges.length > SHORT_FIELDS ||
    lineChanges.length > 1 ||
    lineChanges.some(
      (change) => auditLines(change.field, change.before, change.after, entry, t).rows.length > SHORT_LINES,
    );
  const short = long && !all;
  const fields = short ? fieldChanges.slice(0, SHORT_FIELDS) : fieldChanges;
  const tables = short ? lineChanges.slice(0, 1) : lineChanges;
  return (
    <Stack gap={4}>
      {fields.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {auditField(change.field, t)}:
          </Text>{' '}
          {beforeAfter(
            auditValue(change.field, change.before, entry, t),
            auditValue(change.field, change.after, entry, t),
          )}
        </Text>
      ))}
      {tables.map((change) => (
        <Lines key={change.field} change={change} entry={entry} limit={short ? SHORT_LINES : undefined} />
      ))}
      {long ? (
        <Button variant="subtle" size="compact-xs" style={{ alignSelf: 'flex-start' }} onClick={() => setAll(!all)}>
          {all ? t('auditLog.showLess') : t('auditLog.showAll')}
        </Button>
      ) : null}
    </Stack>
  );
}
