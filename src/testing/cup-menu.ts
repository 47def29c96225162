// A menu of cups for component tests: Thai Tea at Rp 22,000 discounted, Taro Milk Tea at Rp 26,000,
// and Brown Sugar Milk Tea at Rp 28,000 chosen with a size (Regular by default, Large + Rp 5,000) and
// up to two toppings (Pearls + Rp 4,000, Pudding + Rp 5,000; Cheese foam sold out).
import type { CounterMenuProduct, MenuModifierGroup } from '@generated/model';

const option = (id: number, name: string, indonesian_name: string, price_delta = 0, is_default = false) => ({
  id,
  name,
  indonesian_name,
  price_delta,
  is_default,
  available: true,
});

export const CUP_GROUPS: MenuModifierGroup[] = [
  {
    id: 1,
    name: 'Size',
    indonesian_name: 'Ukuran',
    selection: 'single',
    min_select: 1,
    max_select: 1,
    options: [option(1, 'Regular', 'Reguler', 0, true), option(2, 'Large', 'Besar', 5_000)],
  },
  {
    id: 4,
    name: 'Toppings',
    indonesian_name: 'Topping',
    selection: 'multiple',
    min_select: 0,
    max_select: 2,
    options: [
      option(20, 'Pearls', 'Boba', 4_000),
      { ...option(21, 'Cheese foam', 'Krim keju', 6_000), available: false },
      option(22, 'Pudding', 'Puding', 5_000),
    ],
  },
];

const product = (sku_id: number, name: string, price: number, discounted_price: number | null = null) => ({
  sku_id,
  name,
  category_id: 1,
  category_name: 'Milk Tea',
  price,
  discounted_price,
  image_url: null,
  available: true,
  modifier_groups: [] as MenuModifierGroup[],
});

export const COUNTER_MENU: CounterMenuProduct[] = [
  product(1, 'Thai Tea', 25_000, 22_000),
  product(3, 'Taro Milk Tea', 26_000),
  { ...product(12, 'Brown Sugar Milk Tea', 28_000), modifier_groups: CUP_GROUPS },
];
