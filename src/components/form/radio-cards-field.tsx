// One choice among a few options shown whole (name, a detail line), as cards in labelled groups,
// bound to a form field. Arrow keys move within the choice; values are strings (Mantine's).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: string;
}

export type RadioCardsFieldProps<T extends FieldValues> = FieldBinding<T> & {
  label: string;
  /** The options in groups, each under its label; one group with an empty label shows the options alone. */
  groups: { label: string; options: RadioCardOption[] }[];
  /** Shown instead of the groups when there is nothing to choose. */
  empty?: ReactNode;
};

export function RadioCardsField<T extends FieldValues>({
  control,
  name,
  label,
  groups,
  empty,
}: RadioCardsFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  const hasOptions = groups.some((group) => group.options.length > 0);
  return (
    <Radio.Group
      ref={inputRef}
      name={field.name}
      label={label}
      value={field.value === undefined || field.value === null ? null : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error}
    >
      {hasOptions ? (
        <Stack gap="sm" mt="xs">
          {groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <Stack
                key={group.label}
                gap={6}
                role={group.label ? 'group' : undefined}
                aria-label={group.label || undefined}
              >
                {group.label ? (
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                    {group.label}
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {group.options.map((option) => (
                    <Radio.Card key={option.value} value={option.value} p="sm" radius="md" aria-label={option.label}>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator />
                        <div>
                          <Text size="sm" fw={500}>
                            {option.label}
                          </Text>
                          {option.description && (
                            <Text size="xs" c="dimmed">
                              {option.description}
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
        </Stack>
      ) : (
        empty
      )}
    </Radio.Group>
  );
}
