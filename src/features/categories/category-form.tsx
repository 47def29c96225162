// The category form, shared by "New category" and "Edit", in a modal. Enter submits (a real form
// with a submit button); Escape closes (Mantine's modal).
import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { Category } from '../../../generated/model';
import { ImageUploadField, SwitchField, TextField } from '../../components/form';
import { isApiError } from '../../lib/api/errors';
import { categoryFormSchema, EMPTY_CATEGORY, type CategoryFormInput, type CategoryFormValues } from './schemas';
import { useSaveCategory } from './use-save-category';

export interface CategoryFormModalProps {
  opened: boolean;
  /** The category being edited; null for a new one. */
  category: Category | null;
  onClose: () => void;
}

export function CategoryFormModal({ opened, category, onClose }: CategoryFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit category' : 'New category'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {/* Keyed so switching between categories starts from that category's values. */}
      <CategoryForm key={category?.id ?? 'new'} category={category} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}

const FORM_FIELDS = ['name', 'status', 'image_url'] as const;

/** A 400/409 that names one of the form's fields is also shown next to that field. */
function showFieldError(error: unknown, setError: UseFormSetError<CategoryFormInput>) {
  if (!isApiError(error)) return;
  const field = FORM_FIELDS.find((name) => name === error.field);
  if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
}

export interface CategoryFormProps {
  category: Category | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function CategoryForm({ category, onSaved, onCancel }: CategoryFormProps) {
  const { control, handleSubmit, setError } = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: category
      ? { name: category.name, status: category.status, image_url: category.image_url }
      : EMPTY_CATEGORY,
  });
  const { save, isPending } = useSaveCategory(category?.id);

  const onSubmit = handleSubmit((values) =>
    save(values, { onSuccess: onSaved, onError: (error) => showFieldError(error, setError) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextField control={control} name="name" label="Name" required data-autofocus maxLength={100} />
        <SwitchField
          control={control}
          name="status"
          label="Active"
          description="Active categories are offered to customers."
        />
        <ImageUploadField control={control} name="image_url" label="Image" alt="Category image preview" required />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {category ? 'Save changes' : 'Create category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
