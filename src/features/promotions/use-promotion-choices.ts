// What a promotion may point at: the products on the menu, the categories and the outlets the user
// reaches, each as a select's options (a menu has tens of each, so one page lists them all).
import { keepPreviousData } from '@tanstack/react-query';
import { useListCategories } from '@generated/hooks/categories/categories';
import { useListSkus } from '@generated/hooks/skus/skus';
import { useOutletChoices } from '@/components/form/outlet-choices';

export function usePromotionChoices() {
  const products = useListSkus({ kind: 'product', size: 100 }, { query: { placeholderData: keepPreviousData } });
  const categories = useListCategories({ size: 100 }, { query: { placeholderData: keepPreviousData } });
  const { outlets } = useOutletChoices();
  return {
    products: (products.data?.data ?? []).map((sku) => ({ value: String(sku.id), label: sku.name })),
    categories: (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    outlets: outlets.map((o) => ({ value: String(o.id), label: o.name })),
  };
}
