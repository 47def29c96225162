import { describe, expect, it } from 'vitest';
import { readFirebaseConfig, serviceWorkerUrl } from './firebase-config';

const env = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'tea.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tea',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
};

describe('readFirebaseConfig', () => {
  it('reads every setting', () => {
    expect(readFirebaseConfig(env)).toEqual({
      apiKey: 'key',
      authDomain: 'tea.firebaseapp.com',
      projectId: 'tea',
      messagingSenderId: '123',
      appId: '1:123:web:abc',
      vapidKey: 'vapid',
    });
  });
  it('turns push off when any setting is missing', () => {
    expect(readFirebaseConfig({ ...env, VITE_FIREBASE_APP_ID: '' })).toBeNull();
    expect(readFirebaseConfig({})).toBeNull();
  });
  it('passes the app settings, not the VAPID key, to the service worker', () => {
    const config = readFirebaseConfig(env);
    if (!config) throw new Error('config expected');
    const url = new URL(serviceWorkerUrl(config), 'http://localhost');
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(url.searchParams.get('projectId')).toBe('tea');
    expect(url.searchParams.has('vapidKey')).toBe(false);
  });
});
