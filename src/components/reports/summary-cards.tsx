// The report's totals over the whole range, one card each.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface SummaryCard {
  key: string;
  label: string;
  value: string;
}

export function SummaryCards({ cards, loading }: { cards: SummaryCard[]; loading?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: cards.length }} spacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`summary-${card.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          {/* On a phone's half-width card a long amount breaks after "Rp" (the formatter joins them
              with a no-break space, right for tables), and past that wherever it must, rather than
              running over the card's edge. */}
          <Text
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            mt={4}
            opacity={loading ? 0.5 : 1}
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.value.replace('\u00a0', ' ')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
