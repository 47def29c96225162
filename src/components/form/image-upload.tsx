// Picks an image, checks it in the browser, uploads it and reports the stored URL; shows the
// current image so the user can see what is saved and replace it.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Image.css';
import { useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '@generated/hooks/uploads/uploads';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';

export interface ImageUploadProps {
  label: string;
  /** The stored image URL, '' when there is none yet. */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The form's message for this field (e.g. 'Image is required'). */
  error?: string;
  /** Describes the preview for screen readers. */
  alt: string;
  required?: boolean;
}

const PREVIEW_SIZE = 96;

export function ImageUpload({ label, value, onChange, onBlur, error, alt, required }: ImageUploadProps) {
  const { t } = useTranslation();
  const [fileError, setFileError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  // The field shows its own progress and error, so no full-screen overlay and no success toast.
  const upload = useUploadImage({
    request: { loading: false },
    mutation: { meta: { successToast: false, errorToast: false } },
  });

  const handleFile = (file: File | null) => {
    // Clear the input so choosing the same file again still fires a change.
    resetRef.current?.();
    onBlur?.();
    if (!file) return;
    const problem = imageFileProblem(file);
    setFileError(problem === 'type' ? t('upload.wrongType') : problem === 'size' ? t('upload.tooLarge') : null);
    if (problem) return;
    upload.mutate(
      { data: { file } },
      {
        onSuccess: (response) => onChange(response.data.url),
        onError: (err) => setFileError(err.message),
      },
    );
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={t('upload.hint')}
      error={fileError ?? error}
      labelElement="div"
    >
      <Group mt={6} align="center">
        {value ? (
          <Image src={value} alt={alt} w={PREVIEW_SIZE} h={PREVIEW_SIZE} fit="cover" radius="sm" />
        ) : (
          <Box
            w={PREVIEW_SIZE}
            h={PREVIEW_SIZE}
            bg="var(--mantine-color-gray-1)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center' }}
          >
            <IconPhoto aria-hidden color="var(--mantine-color-gray-5)" />
          </Box>
        )}
        <Stack gap={4}>
          <FileButton onChange={handleFile} accept={IMAGE_ACCEPT} resetRef={resetRef}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {value ? t('upload.replace') : t('upload.upload')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
