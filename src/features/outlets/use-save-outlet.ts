// Create or update an outlet (every outlet list, the order and report pickers too, refetches: see lib/api/stale).
import { useTranslation } from 'react-i18next';
import { useCreateOutlet, useUpdateOutlet } from '@generated/hooks/outlets/outlets';
import { useSave } from '@/components/form/use-save';

export function useSaveOutlet() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateOutlet({ mutation: { meta: { successToast: t('outlet.created') } } }),
    update: useUpdateOutlet({ mutation: { meta: { successToast: t('outlet.updated') } } }),
    updateVariables: (outletId, data) => ({ outletId, data }),
  });
}
