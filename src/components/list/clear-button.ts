// The clear button of a clearable filter, named for the filter it clears ("Clear Status").
import { useTranslation } from 'react-i18next';

export function useClearButton(label: string) {
  const { t } = useTranslation();
  return { 'aria-label': t('table.clearFilter', { label }) };
}
