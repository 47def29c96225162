// The promotions screen: the list (name, type, when, where, funded by, status, uses) with its status
// filter and name search in the URL, cards on a phone; the create/edit drawer with its live preview;
// and, for a promotion that needs a voucher code, making codes and downloading them.
import { Button, Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconDownload, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListPromotionsQueryOptions } from '@generated/hooks/promotions/promotions';
import { PromotionStatus, type Promotion } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { EditButton, rowButton } from '@/components/data-table/row-actions';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { CodesDialog, downloadCodes } from './codes-dialog';
import { promotionColumns } from './promotion-columns';
import { promotionListParams } from './search';

/** The status filter's choices (the form's rules, with the schema library, load with the form). */
const STATUSES = Object.values(PromotionStatus);

const route = getRouteApi('/_signed-in/promotions');

// The form loads with the drawer, not with the list (see lazyPart).
const PromotionForm = lazyPart(() => import('./promotion-form'), 'PromotionForm');

/** A row's card on a phone. */
const promotionCard: CardLayout = {
  title: 'name',
  subtitle: ['when', 'where'],
  badge: 'status',
  figures: ['funded_by', 'uses'],
};

export function PromotionPage() {
  usePreloadOnIntent(PromotionForm);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListPromotionsQueryOptions,
    promotionListParams,
  );
  const dialog = useRecordDialog<Promotion>();
  const [codesOf, setCodesOf] = useState<Promotion | null>(null);
  const { outlets } = useOutletChoices();
  const columns = useMemo(() => {
    const names = new Map(outlets.map((outlet) => [outlet.id, outlet.name]));
    return promotionColumns(t, (id) => names.get(id));
  }, [t, outlets]);

  return (
    <ListScreen
      title={t('screens.promotions')}
      action={<NewButton onClick={dialog.openNew}>{t('promotion.new')}</NewButton>}
    >
      <DataTable
        {...table}
        columns={columns}
        card={promotionCard}
        emptyMessage={
          search.q
            ? t('promotion.noMatch', { name: search.q })
            : filtered
              ? t('promotion.noFilterMatch')
              : t('promotion.empty')
        }
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('promotion.searchLabel')}
              placeholder={t('promotion.searchPlaceholder')}
              value={search.q}
              onChange={(q) => setSearch({ q })}
            />
            <SelectFilter<PromotionStatus>
              label={t('promotion.statusFilter')}
              placeholder={t('promotion.allStatuses')}
              data={STATUSES.map((value) => ({ value, label: t(`promotion.statuses.${value}`) }))}
              value={search.status}
              onChange={(status) => setSearch({ status })}
              width={160}
            />
          </FilterBar>
        }
        renderRowActions={(promotion) => (
          <Group gap={4} wrap="nowrap">
            <EditButton name={promotion.name} onClick={() => dialog.openEdit(promotion)} />
            {promotion.requires_code ? (
              <>
                <Button
                  {...rowButton(IconTicket, t('promotion.codes.makeFor', { name: promotion.name }))}
                  onClick={() => setCodesOf(promotion)}
                >
                  {t('promotion.codes.open')}
                </Button>
                {promotion.code_count > 0 ? (
                  <Button
                    {...rowButton(IconDownload, t('promotion.codes.downloadFor', { name: promotion.name }))}
                    onClick={() => void downloadCodes(promotion.id).catch(() => undefined)}
                  >
                    {t('promotion.codes.download')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </Group>
        )}
      />
      <RecordFormModal
        dialog={dialog}
        newTitle={t('promotion.newTitle')}
        editTitle={t('promotion.editTitle')}
        variant="drawer"
        size="xl"
      >
        <PromotionForm key={dialog.record?.id ?? 'new'} promotion={dialog.record} />
      </RecordFormModal>
      <CodesDialog promotion={codesOf} onClose={() => setCodesOf(null)} />
    </ListScreen>
  );
}
