// Status chips: pick one (or several) of a few values, bound to the URL search.
import '@mantine/core/styles/Chip.css';
import { Chip, Group, Text } from '@mantine/core';

export interface ChipsFilterProps<V extends string> {
  label: string;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
  /** One at a time (a second click clears it), or any number. */
  multiple?: boolean;
}

export function ChipsFilter<V extends string>({
  label,
  options,
  value,
  onChange,
  multiple = false,
}: ChipsFilterProps<V>) {
  const chips = options.map((option) => (
    <Chip
      key={option.value}
      value={option.value}
      size="xs"
      // A second click on the chosen chip clears a single-choice filter.
      onClick={() => {
        if (!multiple && value[0] === option.value) onChange([]);
      }}
    >
      {option.label}
    </Chip>
  ));
  return (
    <Group gap={6} role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {multiple ? (
        <Chip.Group multiple value={value} onChange={(next) => onChange(next as V[])}>
          {chips}
        </Chip.Group>
      ) : (
        <Chip.Group value={value[0] ?? null} onChange={(next) => onChange(next ? [next as V] : [])}>
          {chips}
        </Chip.Group>
      )}
    </Group>
  );
}
