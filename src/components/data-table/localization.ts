// mantine-react-table's own texts (pagination, sorting, selection) in the language in use.
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { MRT_Localization_ID } from 'mantine-react-table/locales/id/index.esm.mjs';
import { useTranslation } from 'react-i18next';

export function useTableLocalization() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'id' ? MRT_Localization_ID : MRT_Localization_EN;
}
