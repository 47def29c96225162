// Keeps the tab title on "<screen> | Admin Dashboard" in the language in use.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from './route-meta';

export function useDocumentTitle(name: string | undefined, detail?: string, enabled = true) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (enabled) document.title = documentTitle(name, detail);
  }, [name, detail, enabled, i18n.language]);
}
