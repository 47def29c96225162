// ImageUpload bound to a form field whose value is the uploaded image's URL.
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';
import { ImageUpload, type ImageUploadProps } from './image-upload';

export type ImageUploadFieldProps<T extends FieldValues> = FieldBinding<T> &
  Pick<ImageUploadProps, 'label' | 'alt' | 'required'>;

export function ImageUploadField<T extends FieldValues>({ control, name, ...upload }: ImageUploadFieldProps<T>) {
  const { inputRef: _focusable, ...field } = useField({ control, name });
  return (
    <ImageUpload
      {...upload}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
