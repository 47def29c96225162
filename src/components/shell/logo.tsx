// The brand mark; an image that fails to load is hidden rather than shown broken.
import '@mantine/core/styles/Image.css';
import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image src="/logo.svg" alt={t('app.logoAlt')} w={size} h={size} fit="contain" onError={() => setFailed(true)} />
  );
}
