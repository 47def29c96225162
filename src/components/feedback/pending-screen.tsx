// Shown when a screen takes over a second to load (router pending component).
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PendingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Loader aria-label={t('common.loadingPage')} />
    </Center>
  );
}
