// The category form, shared by "New category" and "Edit".
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '@generated/model';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { ModalForm } from '@/components/form/modal-form';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { categoryFormSchema, EMPTY_CATEGORY, type CategoryFormInput, type CategoryFormValues } from './schemas';
import { useSaveCategory } from './use-save-category';

export function CategoryForm({ category }: { category: Category | null }) {
  const { t } = useTranslation();
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: category
      ? { name: category.name, status: category.status, image_url: category.image_url }
      : EMPTY_CATEGORY,
  });
  const save = useSaveCategory();
  const { control } = form;

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, category?.id)}
      knownErrors={{ name: { 409: () => t('category.duplicateName') } }}
      submitLabel={category ? t('common.saveChanges') : t('category.create')}
    >
      <TextField control={control} name="name" label={t('category.name')} required maxLength={100} />
      <SwitchField control={control} name="status" label={t('common.active')} description={t('category.activeHint')} />
      <ImageUploadField
        control={control}
        name="image_url"
        label={t('category.image')}
        alt={t('category.imagePreview')}
        required
      />
    </ModalForm>
  );
}
