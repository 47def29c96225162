// What the outlet dialog holds: the outlet form, and for a saved outlet tabs with its opening hours
// for pick-up and its tax (PBJT and service charge); a new outlet gets them once it exists.
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@generated/model';
import { RecordHistory, useSeesHistory } from '@/components/audit/record-history';
import { OutletForm } from './outlet-form';
import { OutletTaxForm } from './outlet-tax-form';
import { PickupHoursForm } from './pickup-hours-form';

export function OutletEditor({ outlet }: { outlet: Outlet | null }) {
  const { t } = useTranslation();
  const seesHistory = useSeesHistory();
  if (!outlet) return <OutletForm outlet={null} />;
  return (
    <Tabs defaultValue="details">
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('outlet.detailsTab')}</Tabs.Tab>
        <Tabs.Tab value="hours">{t('pickupHours.tab')}</Tabs.Tab>
        <Tabs.Tab value="tax">{t('outletTax.tab')}</Tabs.Tab>
        {seesHistory ? <Tabs.Tab value="history">{t('auditLog.historyTab')}</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="details">
        <OutletForm outlet={outlet} />
      </Tabs.Panel>
      <Tabs.Panel value="hours">
        <PickupHoursForm outletId={outlet.id} />
      </Tabs.Panel>
      <Tabs.Panel value="tax">
        <OutletTaxForm outletId={outlet.id} />
      </Tabs.Panel>
      {seesHistory ? (
        <Tabs.Panel value="history">
          <RecordHistory recordType="outlet" recordId={outlet.id} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
