// Shown when a screen takes over a second to load (router pending component).
import { Center, Loader } from '@mantine/core';

export function PendingScreen() {
  return (
    <Center mih="40vh">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
