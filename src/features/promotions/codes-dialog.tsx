// A promotion's voucher codes: "Make codes" (how many, how often each may be used, a prefix) and the
// download of every code made with its uses. The form, with the form kit and the schema library,
// loads when the dialog first opens, not with the list.
import '@mantine/core/styles/Modal.css';
import { useTranslation } from 'react-i18next';
import { getExportPromotionCodesQueryKey } from '@generated/hooks/promotions/promotions';
import type { Promotion } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { downloadFile } from '@/lib/api/download';
import { lazyPart } from '@/lib/lazy-part';

const CodesForm = lazyPart(() => import('./codes-form'), 'CodesForm');

/** Saves the promotion's codes as a CSV file, as the server names it. */
export const downloadCodes = (promotionId: number) => downloadFile(getExportPromotionCodesQueryKey(promotionId)[0], {});

export function CodesDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={promotion !== null}
      onClose={onClose}
      title={t('promotion.codes.title', { name: promotion?.name ?? '' })}
    >
      {promotion ? <CodesForm key={promotion.id} promotion={promotion} /> : null}
    </FormModal>
  );
}
