// How far a document has got (received of ordered, counted of lines): a small bar, teal when done,
// and the two figures.
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

export function ProgressCell({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={percent} w={80} size="sm" aria-label={label} color={percent === 100 ? 'teal' : 'blue'} />
      <Text size="xs" c="dimmed">
        {formatNumber(done)}/{formatNumber(total)}
      </Text>
    </Group>
  );
}
