// The translation layer: English (the spec's words, letter for letter) and Bahasa Indonesia. The
// first visit follows the browser's language (Indonesian for `id`, English otherwise); a choice in
// the user menu is remembered on the device and applied without a reload. Components use
// `useTranslation()`; code outside React (form schemas, toasts, search messages) uses `t` from here,
// called when the text is shown, so it always speaks the current language.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import id from './locales/id.json';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

export const resources = { en: { translation: en }, id: { translation: id } } as const;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
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

const applyToDocument = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'id' ? 'id' : 'en';
};
applyToDocument(currentLanguage());
i18n.on('languageChanged', applyToDocument);

export const t = i18n.t.bind(i18n);
export { i18n };
