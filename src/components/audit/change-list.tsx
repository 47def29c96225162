// An audit entry's changed fields, one line each: "Price: 25,000 → 27,000", in the reader's language.
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditEntryChangesItem } from '@generated/model';
import { formatDateTime, formatNumber } from '@/lib/format';

/** A field's value as people read it: numbers grouped, yes/no, an empty dash, lists as JSON. */
export function auditValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? t('auditLog.yes') : t('auditLog.no');
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? formatDateTime(value) : value;
  }
  return JSON.stringify(value);
}

/** A field's name in the reader's language, or as the API names it when there are no words for it. */
export const auditField = (field: string, t: TFunction): string =>
  t(`auditLog.fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });

/** Who made the write: the user's name, a provider's, or the system. */
export function auditActor(entry: Pick<AuditEntry, 'actor' | 'user' | 'actor_name'>, t: TFunction): string {
  if (entry.user) return entry.user.name;
  if (entry.actor === 'provider') return t('auditLog.provider', { name: entry.actor_name ?? '' });
  return t('auditLog.system');
}

export function ChangeList({ changes }: { changes: AuditEntryChangesItem[] }) {
  const { t } = useTranslation();
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('auditLog.noFieldChanged')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {auditField(change.field, t)}:
          </Text>{' '}
          {auditValue(change.before, t)} → {auditValue(change.after, t)}
        </Text>
      ))}
    </Stack>
  );
}
