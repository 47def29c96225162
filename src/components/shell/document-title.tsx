// The heading of a document's page: what it is, then its number (PO-2026-11-0040, TR-…, SO-…),
// which wraps as a whole on a phone rather than after its first hyphen.
import { Title } from '@mantine/core';

export function DocumentTitle({ label, number }: { label: string; number: string | undefined }) {
  return (
    <Title order={1} size="h2">
      {label} <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
    </Title>
  );
}
