// Firebase web messaging settings from VITE_FIREBASE_* variables. These are public client
// identifiers (they ship in every Firebase web app); without all of them push is simply off.
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

export function readFirebaseConfig(env: Record<string, string | boolean | undefined>): FirebaseWebConfig | null {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
  const complete = Object.values(config).every((value) => typeof value === 'string' && value !== '');
  return complete ? (config as FirebaseWebConfig) : null;
}

export const firebaseConfig = readFirebaseConfig(import.meta.env);

/** The service worker receives the config by query string: it cannot read Vite's env. */
export function serviceWorkerUrl(config: FirebaseWebConfig): string {
  const { apiKey, authDomain, projectId, messagingSenderId, appId } = config;
  const query = new URLSearchParams({ apiKey, authDomain, projectId, messagingSenderId, appId });
  return `/firebase-messaging-sw.js?${query.toString()}`;
}
