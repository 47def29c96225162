// What the outlet dialog holds: the outlet form, and for a saved outlet tabs with its opening hours
// for pick-up, its tax (PBJT and service charge) and, when the screen is given one, its delivery
// platforms (rendered only once that tab is opened); a new outlet gets them once it exists.
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@generated/model';
import { RecordHistory, useSeesHistory } from '@/components/audit/record-history';
import { OutletForm } from './outlet-form';
import { OutletTaxForm } from './outlet-tax-form';
import { PickupHoursForm } from './pickup-hours-form';

export interface OutletEditorProps {
  outlet: Outlet | null;
  /** The Channels tab's content for an outlet; no tab when absent. */
  channels?: (outletId: number) => ReactNode;
}

export function OutletEditor({ outlet, channels }: OutletEditorProps) {
  const { t } = useTranslation();
  const seesHistory = useSeesHistory();
  const [tab, setTab] = useState<string | null>('details');
  if (!outlet) return <OutletForm outlet={null} />;
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('outlet.detailsTab')}</Tabs.Tab>
        <Tabs.Tab value="hours">{t('pickupHours.tab')}</Tabs.Tab>
        <Tabs.Tab value="tax">{t('outletTax.tab')}</Tabs.Tab>
        {channels ? <Tabs.Tab value="channels">{t('outlet.channelsTab')}</Tabs.Tab> : null}
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
      {channels ? <Tabs.Panel value="channels">{tab === 'channels' ? channels(outlet.id) : null}</Tabs.Panel> : null}
      {seesHistory ? (
        <Tabs.Panel value="history">
          <RecordHistory recordType="outlet" recordId={outlet.id} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
