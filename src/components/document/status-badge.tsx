// A document's status as a light badge, one colour per value of the contract's status enum (a
// value the contract adds fails the build until it has a colour).
import '@mantine/core/styles/Badge.css';
import { Badge, type MantineColor } from '@mantine/core';

export type StatusColors<Status extends string> = Readonly<Record<Status, MantineColor>>;

export function StatusBadge<Status extends string>({
  status,
  colors,
  label,
}: {
  status: Status;
  colors: StatusColors<Status>;
  label: string;
}) {
  return (
    <Badge color={colors[status]} variant="light">
      {label}
    </Badge>
  );
}
