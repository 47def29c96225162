// A document (purchase order, transfer note, count sheet) as it shows on screen and prints on A4:
// on paper it opens with the chain's letterhead and the document's title and number, and may end
// with signature lines.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Letterhead } from './letterhead';
import { PRINT_ONLY, SHEET } from './print-classes';

/** The letterhead and the printed title, then what else the paper's head needs (the vendor's address). */
export function PrintHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={PRINT_ONLY}>
      <Letterhead />
      <Title order={2}>{title}</Title>
      {children}
    </div>
  );
}

export interface DocumentFrameProps {
  /** The printed title with the document's number. */
  title: string;
  /** Under the printed title, on paper only. */
  printHead?: ReactNode;
  children: ReactNode;
}

export function DocumentFrame({ title, printHead, children }: DocumentFrameProps) {
  return (
    <Stack gap="md" className={SHEET}>
      <PrintHeader title={title}>{printHead}</PrintHeader>
      {children}
    </Stack>
  );
}

/** Lines to sign on paper, one per label, spread across the page. */
export function Signatures({ labels }: { labels: string[] }) {
  return (
    <Group className={PRINT_ONLY} justify="space-between" mt={48}>
      {labels.map((label) => (
        <div key={label}>
          <Text size="sm">______________________________</Text>
          <Text size="sm">{label}</Text>
        </div>
      ))}
    </Group>
  );
}
