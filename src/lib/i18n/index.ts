// The translation layer: English (the spec's words, letter for letter) and Bahasa Indonesia. The
// first visit follows the browser's language (Indonesian for `id`, English otherwise); a choice in
// the user menu is remembered on the device and applied without a reload. Components use
// `useTranslation()`; code outside React (form schemas, toasts, search messages) uses `t` from here,
// called when the text is shown, so it always speaks the current language.
//
// The texts come in two parts: those of sign-in, recovery, the error pages and the frame around
// every screen (locales/en.json, with the first page), and those of the admin screens
// (locales/en-admin.json, with the admin shell, see ./admin-texts). English, the fallback, comes
// that way; Indonesian loads whole, both parts, when it is the language in use (the app renders
// once it is in, see `i18nReady`) or when it is chosen.
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/** Loads a catalogue the first page does not carry: Indonesian, with the calendar's month names. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'id') {
      callback(null, {});
      return;
    }
    Promise.all([import('./locales/id.json'), import('./locales/id-admin.json'), import('dayjs/locale/id')]).then(
      ([texts, adminTexts]) => callback(null, { ...texts.default, ...adminTexts.default }),
      (error: Error) => callback(error, null),
    );
  },
};

/** Settles when the language in use has its texts: render the app after it. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // `id-ID` and `en-GB` are Indonesian and English.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // React escapes what it renders; escaping here as well would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

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
