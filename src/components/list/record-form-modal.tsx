// The create/edit dialog of a list screen (see useRecordDialog), titled for a new or an edited record.
import { FormModal, type FormModalProps } from '../form/form-modal';
import type { RecordDialog } from './use-record-dialog';

export interface RecordFormModalProps<T> extends Omit<FormModalProps, 'opened' | 'onClose' | 'title'> {
  dialog: RecordDialog<T>;
  newTitle: string;
  editTitle: string;
}

export function RecordFormModal<T>({ dialog, newTitle, editTitle, ...props }: RecordFormModalProps<T>) {
  return (
    <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.record ? editTitle : newTitle} {...props} />
  );
}
