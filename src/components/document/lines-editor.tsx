// The lines of a document being written: each line's fields in a grid row (boxed once there are
// several), a remove button per line (not for the last one left), the lines' own error, and an add
// button up to the most lines a document may have. The form owns the field array.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, Title, type GridColProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface LinesEditorProps {
  title: string;
  /** The field array's rows, by their React key. */
  keys: string[];
  /** The grid columns of one line's fields. */
  line: (index: number) => ReactNode;
  /** The width of the remove button's column. */
  removeSpan: GridColProps['span'];
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  max: number;
  /** The message about the lines as a whole (none, too many, repeated). */
  error?: string;
}

export function LinesEditor({
  title,
  keys,
  line,
  removeSpan,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  max,
  error,
}: LinesEditorProps) {
  const several = keys.length > 1;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {keys.map((key, index) => (
          <Paper key={key} withBorder={several} p={several ? 'sm' : 0} radius="sm">
            <Grid gutter="sm" align="flex-start">
              {line(index)}
              <Grid.Col span={removeSpan}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  disabled={!several}
                  onClick={() => onRemove(index)}
                  aria-label={removeLabel(index + 1)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAdd}
            disabled={keys.length >= max}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
