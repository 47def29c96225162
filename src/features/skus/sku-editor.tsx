// What the SKU drawer holds: the SKU form, and for a saved single product a second tab with its
// recipe (an ingredient has none, and a bundle uses its components' recipes).
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { RecipeForm } from './recipe-form';
import { SkuForm } from './sku-form';

export function SkuEditor({ sku }: { sku: Sku | null }) {
  const { t } = useTranslation();
  if (!sku || sku.kind !== 'product' || sku.is_bundled) return <SkuForm sku={sku} />;
  return (
    <Tabs defaultValue="details">
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('sku.detailsTab')}</Tabs.Tab>
        <Tabs.Tab value="recipe">{t('sku.recipe.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">
        <SkuForm sku={sku} />
      </Tabs.Panel>
      <Tabs.Panel value="recipe">
        <RecipeForm skuId={sku.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
