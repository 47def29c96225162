// The brand mark; an image that fails to load is hidden rather than shown broken.
import { Image } from '@mantine/core';
import { useState } from 'react';

export function Logo({ size = 32 }: { size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image src="/logo.svg" alt="Teahouse tea logo" w={size} h={size} fit="contain" onError={() => setFailed(true)} />
  );
}
