// ImageUpload bound to a react-hook-form field whose value is the uploaded image's URL.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './image-upload';

export type ImageUploadFieldProps<T extends FieldValues, C, O> = Pick<
  ImageUploadProps,
  'label' | 'alt' | 'required'
> & {
  control: Control<T, C, O>;
  name: FieldPath<T>;
};

export function ImageUploadField<T extends FieldValues, C, O>({
  control,
  name,
  ...upload
}: ImageUploadFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          {...upload}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
