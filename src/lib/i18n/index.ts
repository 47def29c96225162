// The translation layer: English (the spec's words, letter for letter) and Bahasa Indonesia. The
// first visit follows the browser's language (Indonesian for `id`, English otherwise); a choice in
// the user menu is remembered on the device and applied without a reload. Components use
// `useTranslation()`; code outside React (form schemas, toasts, search messages) uses `t` from here,
// called when the text is shown, so it always speaks the current language.
//
// The texts come in namespaces, one file a language each (locales/<language>/<namespace>.json), each
// loaded with the code that shows them (npm run place-words decides which text goes where):
// - `shell`: sign-in, recovery, the error pages, the frame around every screen; its English comes
//   with the first page, its Indonesian before the app renders when Indonesian is in use.
// - `common`: the admin shell's and what several screens share; loaded with the admin shell (see
//   components/shell/load-admin-shell).
// - one per feature (src/features/<name>): loaded with the feature's screens, alongside their code,
//   before they render (see `lazy` in lib/lazy-route).
// A key is in one namespace only, and a text is looked up in every namespace loaded, so code names a
// text by its key alone: `t('sku.title')`. Switching language loads the other language's files of
// every namespace loaded so far before the screen changes.
import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shell from './locales/en/shell.json';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The namespaces loaded on demand: `common`, and one a feature (its folder's name). A text is looked
 * for in each that has loaded (a key is in one only). The catalogue checks keep this list to the files.
 */
export const LAZY_NAMESPACES = [
  'audit-log',
  'categories',
  'channels',
  'channel-menus',
  'common',
  'counter',
  'customer',
  'dashboard',
  'inventory',
  'invoices',
  'members',
  'modifiers',
  'orders',
  'outlets',
  'payment-gateways',
  'prep',
  'promotions',
  'purchase-orders',
  'reports',
  'roles',
  'settings',
  'settlements',
  'shifts',
  'skus',
  'stock-transfers',
  'stocktakes',
  'timeslots',
  'users',
  'vendors',
] as const;
export type Words = (typeof LAZY_NAMESPACES)[number];

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    // The calendar's month and day names come with the Indonesian shell.
    const calendar = language === 'id' && namespace === 'shell' ? import('dayjs/locale/id') : undefined;
    Promise.all([
      import('./catalogues').then(({ readCatalogue }) => readCatalogue(language, namespace)),
      calendar,
    ]).then(
      ([texts]) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/** The device's storage, or nothing where it is unavailable (blocked, or outside a browser). */
const storage = (): Storage | undefined => {
  try {
    return typeof window !== 'undefined' ? (window.localStorage ?? undefined) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The language to start in: the one chosen on this device, then the browser's languages in its
 * order of preference (i18next takes the first it speaks). The language in use is remembered.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const found: string[] = [];
    try {
      const chosen = storage()?.getItem(LANGUAGE_STORAGE_KEY);
      if (chosen) found.push(chosen);
    } catch {
      // Storage that cannot be read chooses nothing.
    }
    if (typeof navigator !== 'undefined') {
      found.push(...(navigator.languages ?? []));
      if (navigator.language) found.push(navigator.language);
    }
    return found;
  },
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // A full or blocked storage forgets the choice: the next visit follows the browser again.
    }
  },
};

/** Settles when the language in use has its texts: render the app after it. */
export const i18nReady = i18n
  .use(languageDetector)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { shell } },
    partialBundledLanguages: true,
    ns: ['shell'],
    defaultNS: 'shell',
    // Every key lives in one namespace: the others are looked in once loaded.
    fallbackNS: [...LAZY_NAMESPACES],
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // `id-ID` and `en-GB` are Indonesian and English.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // React escapes what it renders; escaping here as well would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

/**
 * Loads namespaces in the language in use (and English, the fallback). Rejects when one did not
 * come (a missing chunk after a deploy), so the caller can reload rather than show keys.
 */
export async function loadWords(...namespaces: Words[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
  const language = currentLanguage();
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length > 0) throw new Error(`The ${language} texts of ${missing.join(', ')} did not load`);
}

/** The language in use, narrowed to the two the app speaks. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'id' ? 'id' : 'en';
}

// From the resolved language: the event may name the browser's own code (`id-ID`), and fires once
// the Indonesian catalogue is in.
const applyToDocument = () => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
};
applyToDocument();
i18n.on('languageChanged', applyToDocument);

export const t = i18n.t.bind(i18n);
export { i18n };
