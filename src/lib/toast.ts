// The toasts, raised from anywhere; the root layout shows them (AppToaster).
// sonner is not part of the first page load: a toast raised before it is in waits for it, in the
// order raised, and the Toaster shows the toasts raised before it mounted.
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

const sonner = () => import('sonner').then((module) => module.toast);

/** sonner's `toast`, `toast.success`, `toast.error` and `toast.dismiss`, run once sonner is in. */
export const toast = Object.assign((...args: Parameters<Toast>) => void sonner().then((show) => show(...args)), {
  success: (...args: Parameters<Toast['success']>) => void sonner().then((show) => show.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void sonner().then((show) => show.error(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => void sonner().then((show) => show.dismiss(...args)),
});
