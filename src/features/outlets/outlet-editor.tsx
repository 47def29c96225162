// What the outlet dialog holds: the outlet form, and for a saved outlet tabs with its opening hours
// for pick-up, its tax (PBJT and service charge) and its delivery platforms (whose form and texts
// load when the tab is first opened); a new outlet gets them once it exists.
import '@mantine/core/styles/Tabs.css';
import { Loader, Tabs } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@generated/model';
import { RecordHistory, useSeesHistory } from '@/components/audit/record-history';
import { loadWords } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { OutletForm } from './outlet-form';
import { OutletTaxForm } from './outlet-tax-form';
import { PickupHoursForm } from './pickup-hours-form';

const OutletChannelsForm = lazyPart(
  () =>
    Promise.all([import('@/features/channels/outlet-channels-form'), loadWords('channels')]).then(([module]) => module),
  'OutletChannelsForm',
);

export function OutletEditor({ outlet }: { outlet: Outlet | null }) {
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
        <Tabs.Tab value="channels" onMouseEnter={() => void OutletChannelsForm.preload()}>
          {t('outlet.channelsTab')}
        </Tabs.Tab>
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
      <Tabs.Panel value="channels">
        {tab === 'channels' ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <OutletChannelsForm outletId={outlet.id} />
          </Suspense>
        ) : null}
      </Tabs.Panel>
      {seesHistory ? (
        <Tabs.Panel value="history">
          <RecordHistory recordType="outlet" recordId={outlet.id} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
