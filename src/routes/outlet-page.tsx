// The outlet screen, with the outlet dialog's Channels tab: the outlet's delivery platforms, whose
// form and texts load when the tab is first opened.
import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OutletPage } from '@/features/outlets/outlet-page';
import { loadWords } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';

const OutletChannelsForm = lazyPart(
  () =>
    Promise.all([import('@/features/channels/outlet-channels-form'), loadWords('channels')]).then(([module]) => module),
  'OutletChannelsForm',
);

function ChannelsTab({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      <OutletChannelsForm outletId={outletId} />
    </Suspense>
  );
}

const channelsTab = (outletId: number) => <ChannelsTab outletId={outletId} />;

export function OutletScreen() {
  return <OutletPage channels={channelsTab} />;
}
