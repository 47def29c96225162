// Create or replace a modifier group (every list of groups, and the SKUs they are attached to,
// refetch: see lib/api/stale).
import { useTranslation } from 'react-i18next';
import { useCreateModifierGroup, useUpdateModifierGroup } from '@generated/hooks/modifiers/modifiers';
import { useSave } from '@/components/form/use-save';

export function useSaveModifierGroup() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateModifierGroup({ mutation: { meta: { successToast: t('modifier.created') } } }),
    update: useUpdateModifierGroup({ mutation: { meta: { successToast: t('modifier.updated') } } }),
    updateVariables: (groupId, data) => ({ groupId, data }),
  });
}
