// Toasts last 3000 ms, at most 3 show at once, Alt+T focuses them; bottom-right
// by default and top-center inside the admin shell. One Toaster whose position follows the
// layout, so a toast raised just before a layout change (signing in) is not lost. It is not part of
// the first page load (see root-layout); toasts raised before it is in show once it is (lib/toast).
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

export const TOAST_DURATION_MS = 3000;

export default function AppToaster({ inShell }: { inShell: boolean }) {
  const { t } = useTranslation();
  return (
    <Toaster
      containerAriaLabel={t('shell.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      position={inShell ? 'top-center' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      richColors
    />
  );
}
