// Typed keys: `t('category.title')` compiles only when the key exists in the English catalogue, and
// the Indonesian catalogue is checked to have exactly the same keys (locales.test.ts).
import 'i18next';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
