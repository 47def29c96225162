// Every catalogue file but the first page's English, one chunk each (see index.ts). This list loads
// with the first namespace asked for (the Indonesian shell, or the admin shell's common texts), so
// sign-in in English does not carry it.
import type { ResourceKey } from 'i18next';

const catalogues = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.json', '!./locales/en/shell.json']);

export async function readCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} texts for ${namespace}`);
  return (await load()).default;
}
