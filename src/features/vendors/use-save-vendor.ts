// Create or update a vendor (every vendor list, the purchase-order picker too, refetches: see lib/api/stale).
import { useTranslation } from 'react-i18next';
import { useCreateVendor, useUpdateVendor } from '@generated/hooks/vendors/vendors';
import { useSave } from '@/components/form/use-save';

export function useSaveVendor() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateVendor({ mutation: { meta: { successToast: t('vendor.created') } } }),
    update: useUpdateVendor({ mutation: { meta: { successToast: t('vendor.updated') } } }),
    updateVariables: (vendorId, data) => ({ vendorId, data }),
  });
}
