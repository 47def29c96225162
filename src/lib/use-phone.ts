// Whether the screen is a phone's: below 48em (Mantine's `sm`) lists show cards, filters fold
// into a drawer and the sidebar becomes a drawer.
import { useMediaQuery } from '@mantine/hooks';

export const PHONE_SCREEN = '(max-width: 48em)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false }) ?? false;
}
