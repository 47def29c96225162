// Keeps the tab title on "<screen> | Admin Dashboard" in the language in use.
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, screenName } from './route-meta';

export function useDocumentTitle(name: string | undefined, detail?: string, enabled = true) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (enabled) document.title = documentTitle(name, detail);
  }, [name, detail, enabled, i18n.language]);
}

/**
 * The open screen's title: its name, and the search value its route names (the PO number). A
 * screen that has not loaded leaves the title alone, so the 404 page standing in for a URL that
 * only starts like a screen's keeps its own.
 */
export function useScreenTitle() {
  const { shown, name, detail } = useMatches({
    select: (matches) => {
      const leaf = matches.at(-1);
      if (!leaf || leaf.status === 'pending') return { shown: false };
      const key = leaf.staticData.titleSearchKey;
      const detail = key ? (leaf.search as Record<string, unknown>)[key] : undefined;
      return { shown: true, name: leaf.staticData.name, detail: typeof detail === 'string' ? detail : undefined };
    },
  });
  useDocumentTitle(name ? screenName(name) : undefined, detail, shown);
}
