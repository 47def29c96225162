// Push notifications after sign-in: ask permission, get the push token, register
// the device unless the session already lists it, and chime + toast foreground messages. Loaded
// lazily, so Firebase stays out of the first page load, and inert without a Firebase config.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useRegisterDevice } from '@generated/hooks/auth/auth';
import type { Session } from '@generated/model';
import { firebaseConfig, serviceWorkerUrl, type FirebaseWebConfig } from './firebase-config';
import { PERMISSION_TOAST_ID, permissionNotGrantedError, permissionRequestError, registrationError } from './messages';
import { needsRegistration } from './needs-registration';
import { announceNewOrder, newOrderFromPush } from './order-alerts';
import { installSoundUnlock, playNotificationSound } from './sound';
import { t } from '../i18n';
import { APP_VERSION } from '../route-meta';
import { toast } from '../toast';

async function requestPermission(): Promise<NotificationPermission | null> {
  try {
    return await Notification.requestPermission();
  } catch {
    toast.error(permissionRequestError());
    return null;
  }
}

type ForegroundMessage = { title: string; body?: string; data?: Record<string, string> };

async function startMessaging(config: FirebaseWebConfig, onForeground: (message: ForegroundMessage) => void) {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return null;
  const { vapidKey, ...appConfig } = config;
  const app = getApps()[0] ?? initializeApp(appConfig);
  const instance = messaging.getMessaging(app);
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(config));
  const token = await messaging.getToken(instance, { vapidKey, serviceWorkerRegistration: registration });
  const unsubscribe = messaging.onMessage(instance, (payload) => {
    onForeground({
      title: payload.notification?.title ?? t('notifications.fallbackTitle'),
      body: payload.notification?.body,
      data: payload.data,
    });
  });
  return { token, unsubscribe };
}

export default function PushNotifications({ session }: { session: Session }) {
  const registerDevice = useRegisterDevice({
    mutation: { meta: { successToast: false, errorToast: false } },
    request: { loading: false },
  });
  const started = useRef(false);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  const { mutate } = registerDevice;
  const navigate = useNavigate();

  useEffect(() => installSoundUnlock(), []);
  // Stop listening when the user signs out (this component unmounts with the session).
  useEffect(() => () => unsubscribe.current?.(), []);

  useEffect(() => {
    if (!firebaseConfig || started.current || typeof Notification === 'undefined') return;
    // Once per sign-in: the session refetches on focus, which must not ask again.
    started.current = true;

    void (async () => {
      const permission = await requestPermission();
      if (permission === null) return;
      if (permission !== 'granted') {
        toast.error(permissionNotGrantedError(), { id: PERMISSION_TOAST_ID, closeButton: true });
        return;
      }
      try {
        const result = await startMessaging(firebaseConfig, ({ title, body, data }) => {
          // A new order takes the live stream's path, so it rings once whichever arrives first.
          const order = newOrderFromPush(data);
          if (order) {
            announceNewOrder(order, (orderId) => void navigate({ to: '/order', search: { view: orderId } }));
            return;
          }
          playNotificationSound();
          // Plain strings: sonner renders them as text, never as HTML.
          toast(title, { description: body });
        });
        if (!result) return;
        unsubscribe.current = result.unsubscribe;
        if (!needsRegistration(session.devices, result.token)) return;
        // The browser's name is read (bowser) only for a device that registers.
        const { deviceIdFromUserAgent } = await import('./device-id');
        mutate(
          {
            data: {
              token: result.token,
              device_id: deviceIdFromUserAgent(navigator.userAgent),
              device_type: 'web',
              app_version: APP_VERSION,
              user_id: session.id,
            },
          },
          { onError: () => toast.error(registrationError()) },
        );
      } catch {
        toast.error(registrationError());
      }
    })();
  }, [session, mutate, navigate]);

  return null;
}
