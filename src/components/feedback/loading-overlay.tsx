// The full-screen overlay shown while the global loading flag is on.
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingStore } from '@/lib/loading';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const isLoading = useLoadingStore((s) => s.isLoading);
  if (!isLoading) return null;
  return (
    <Overlay fixed center zIndex={1000} backgroundOpacity={0.35} blur={1}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader color="white" />
        <Text c="white" fw={600}>
          {t('common.loading')}
        </Text>
      </Stack>
    </Overlay>
  );
}
