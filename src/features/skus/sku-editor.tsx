// What the SKU drawer holds: the SKU form, for a saved single product or prep item a tab with its
// recipe (a prep item's per batch; an ingredient has none, and a bundle uses its components'
// recipes), for a single product one with the modifier groups it is sold with, for a saved active product
// the outlets where it is on sale or sold out, and for a saved SKU its history to those who may read
// the audit log.
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { RecordHistory, useSeesHistory } from '@/components/audit/record-history';
import { Availability } from './availability';
import { ModifierGroupsTab } from './modifier-groups-tab';
import { RecipeForm } from './recipe-form';
import { SkuForm } from './sku-form';

export function SkuEditor({ sku }: { sku: Sku | null }) {
  const { t } = useTranslation();
  const seesHistory = useSeesHistory();
  const sellsAlone = sku !== null && sku.kind === 'product' && !sku.is_bundled;
  const hasRecipe = sellsAlone || sku?.kind === 'prep';
  const sellable = sku !== null && sku.kind === 'product' && sku.status;
  if (!sku || (!hasRecipe && !sellable && !seesHistory)) return <SkuForm sku={sku} />;
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('sku.detailsTab')}</Tabs.Tab>
        {hasRecipe ? <Tabs.Tab value="recipe">{t('sku.recipe.tab')}</Tabs.Tab> : null}
        {sellsAlone ? <Tabs.Tab value="modifiers">{t('sku.modifiers.tab')}</Tabs.Tab> : null}
        {sellable ? <Tabs.Tab value="availability">{t('sku.availabilityTab')}</Tabs.Tab> : null}
        {seesHistory ? <Tabs.Tab value="history">{t('auditLog.historyTab')}</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="details">
        <SkuForm sku={sku} />
      </Tabs.Panel>
      {hasRecipe ? (
        <Tabs.Panel value="recipe">
          <RecipeForm skuId={sku.id} />
        </Tabs.Panel>
      ) : null}
      {sellsAlone ? (
        <Tabs.Panel value="modifiers">
          <ModifierGroupsTab skuId={sku.id} />
        </Tabs.Panel>
      ) : null}
      {sellable ? (
        <Tabs.Panel value="availability">
          <Availability sku={sku} />
        </Tabs.Panel>
      ) : null}
      {seesHistory ? (
        <Tabs.Panel value="history">
          <RecordHistory recordType="sku" recordId={sku.id} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
