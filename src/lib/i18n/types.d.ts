// Typed keys: `t('category.title')` compiles only when the key exists in the English catalogue (its
// two parts, see index.ts), and the Indonesian catalogue is checked to have exactly the same keys
// (catalogue.test.ts).
import 'i18next';
import type en from './locales/en.json';
import type enAdmin from './locales/en-admin.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enAdmin };
    returnNull: false;
  }
}
