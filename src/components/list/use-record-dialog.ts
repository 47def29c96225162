// The create/edit dialog of a list screen: closed, open for a new record, or open for one record.
import { useState } from 'react';

export interface RecordDialog<T> {
  opened: boolean;
  /** The record being edited; null while creating. */
  record: T | null;
  openNew: () => void;
  openEdit: (record: T) => void;
  close: () => void;
}

export function useRecordDialog<T>(): RecordDialog<T> {
  const [state, setState] = useState<{ record: T | null } | null>(null);
  return {
    opened: state !== null,
    record: state?.record ?? null,
    openNew: () => setState({ record: null }),
    openEdit: (record) => setState({ record }),
    close: () => setState(null),
  };
}
