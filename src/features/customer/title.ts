// A customer screen's title in the tab: "<screen> | Teahouse", in the language in use.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useCustomerTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('customer.brand')}`;
  }, [title, t]);
}
