// The demo menu, its ingredients, suppliers and payment methods of a tea shop chain in Indonesia.
// Prices are whole rupiah. `popularity` weights how often a product is ordered. Every drink, topping
// and snack has a recipe: what one serving uses of each ingredient, in the ingredient's stock unit
// (ml, gr or pcs; see lib/stock-units.ts). Ingredients are bought on purchase orders by the pack
// (`unitAmount` `unit`, e.g. 1 l of fresh milk or 50 cups) from their `vendor` at `price` a pack;
// they are never on the menu. Every drink's recipe holds a sugar syrup, which its Sugar group scales
// (see modifiers.ts).

export interface SkuSeed {
  name: string;
  category: string;
  price: number;
  discountedPrice?: number;
  unitAmount: number;
  unit: 'ml' | 'gr' | 'pcs' | 'cup' | 'pack' | 'kg' | 'l';
  popularity: number;
  kind: 'drink' | 'topping' | 'snack' | 'bundle' | 'ingredient' | 'prep';
  /** Ingredients: who supplies it. */
  vendor?: string;
  status?: boolean;
  watched?: boolean;
  /** Bundles: component name and units per bundle. */
  components?: [string, number][];
  /** Products: ingredient name and stock units per serving; prep items: per batch. */
  recipe?: [string, number][];
  /** Prep items: what one batch yields, in stock units, and how long it may be held, in minutes. */
  batchYield?: number;
  holdingMinutes?: number;
  /** Ingredients received in lots with an expiry date: days from delivery to the printed date. */
  shelfDays?: number;
}

/** What every cold drink is served in. */
const SERVED: [string, number][] = [
  ['Cup 16 oz', 1],
  ['Cup Lid 16 oz', 1],
  ['Boba Straw', 1],
];

const drink = (
  name: string,
  category: string,
  price: number,
  popularity: number,
  recipe: [string, number][],
  extra: Partial<SkuSeed> = {},
): SkuSeed => ({
  name,
  category,
  price,
  unitAmount: 500,
  unit: 'ml',
  popularity,
  kind: 'drink',
  recipe: [...recipe, ...SERVED],
  ...extra,
});

const ingredient = (
  name: string,
  category: 'Bahan Baku' | 'Kemasan',
  vendor: string,
  unitAmount: number,
  unit: SkuSeed['unit'],
  price: number,
  extra: Partial<SkuSeed> = {},
): SkuSeed => ({
  name,
  category,
  price,
  unitAmount,
  unit,
  popularity: 0,
  kind: 'ingredient',
  vendor,
  status: false,
  ...extra,
});

/** The categories ingredients are filed under; they are not on the menu. */
// Staff-only categories carry the staff's words; menu categories keep the names on the menu.
export const INGREDIENT_CATEGORIES = ['Bahan Baku', 'Kemasan'] as const;

export const VENDORS = [
  {
    name: 'PT Sumber Teh Nusantara',
    address: 'Jl. Raya Puncak Km. 87, Cisarua, Kabupaten Bogor 16750',
    contactPerson: 'Andi Kurniawan',
    phone: '0251825123',
    email: 'order@sumberteh.example.com',
    bank: 'BCA',
    taxed: true,
  },
  {
    name: 'CV Boba Jaya',
    address: 'Jl. Rungkut Industri III No. 21, Kota Surabaya 60293',
    contactPerson: 'Hendra Wijaya',
    phone: '0318431234',
    email: 'sales@bobajaya.example.com',
    bank: 'Mandiri',
    taxed: false,
  },
  {
    name: 'PT Susu Segar Lembang',
    address: 'Jl. Raya Lembang No. 245, Kabupaten Bandung Barat 40391',
    contactPerson: 'Yuliana Sari',
    phone: '+6281320004567',
    email: 'b2b@sususegar.example.com',
    bank: 'BNI',
    taxed: true,
  },
  {
    name: 'CV Kopi Gayo Mandiri',
    address: 'Jl. Lintas Takengon No. 9, Kabupaten Aceh Tengah 24511',
    contactPerson: 'Teuku Rahmat',
    phone: '+6285260001122',
    email: 'halo@kopigayo.example.com',
    bank: 'BRI',
    taxed: false,
  },
  {
    name: 'PT Pangan Segar Nusantara',
    address: 'Jl. Daan Mogot Km. 19, Kota Tangerang 15122',
    contactPerson: 'Melati Kusuma',
    phone: '0215573321',
    email: 'purchasing@pangansegar.example.com',
    bank: 'BCA',
    taxed: true,
  },
  {
    name: 'CV Kemasan Prima',
    address: 'Jl. Raya Waru No. 17, Kabupaten Sidoarjo 61256',
    contactPerson: 'Lukas Santoso',
    phone: '0318661290',
    email: 'order@kemasanprima.example.com',
    bank: 'BCA',
    taxed: true,
  },
] as const;

const TEA = VENDORS[0].name;
const BOBA = VENDORS[1].name;
const MILK = VENDORS[2].name;
const COFFEE = VENDORS[3].name;
const FRESH = VENDORS[4].name;
const PACKAGING = VENDORS[5].name;

/**
 * What the outlets make themselves, in batches through the day, and hold for a time (pearls about
 * four hours, as the food code's time control allows and their texture wants). `price` is what a
 * batch costs to make, about.
 */
const prep = (
  name: string,
  unit: 'gr' | 'ml',
  batchYield: number,
  holdingMinutes: number,
  price: number,
  recipe: [string, number][],
): SkuSeed => ({
  name,
  category: 'Bahan Baku',
  price,
  unitAmount: batchYield,
  unit,
  popularity: 0,
  kind: 'prep',
  status: false,
  batchYield,
  holdingMinutes,
  recipe,
});

export const PREP_ITEMS: SkuSeed[] = [
  prep('Cooked Tapioca Pearls', 'gr', 1800, 240, 38500, [
    ['Tapioca Pearls', 1000],
    ['Brown Sugar Block', 250],
  ]),
  prep('Brewed Jasmine Tea Base', 'ml', 4000, 360, 13600, [['Jasmine Tea Leaves', 80]]),
  prep('Brewed Black Tea Base', 'ml', 4000, 360, 14000, [['Assam Black Tea Leaves', 90]]),
  prep('Cheese Foam', 'ml', 1000, 180, 43000, [
    ['Cream Cheese', 250],
    ['Fresh Milk', 400],
    ['Cheese Foam Powder', 60],
  ]),
  prep('House Brown Sugar Syrup', 'ml', 2000, 1440, 31200, [['Brown Sugar Block', 1200]]),
];

export const SKUS: SkuSeed[] = [
  drink(
    'Thai Tea',
    'Milk Tea',
    25000,
    10,
    [
      ['Thai Tea Mix', 15],
      ['Sweetened Condensed Milk', 30],
      ['Fresh Milk', 100],
      ['Cane Sugar Syrup', 10],
    ],
    {
      discountedPrice: 22000,
    },
  ),
  drink('Taro Milk Tea', 'Milk Tea', 26000, 7, [
    ['Taro Powder', 30],
    ['Brewed Black Tea Base', 150],
    ['Fresh Milk', 150],
    ['Non-Dairy Creamer', 15],
    ['Cane Sugar Syrup', 15],
  ]),
  drink('Classic Milk Tea', 'Milk Tea', 24000, 5, [
    ['Brewed Black Tea Base', 200],
    ['Fresh Milk', 150],
    ['Non-Dairy Creamer', 10],
    ['Cane Sugar Syrup', 25],
  ]),
  drink('Hokkaido Milk Tea', 'Milk Tea', 28000, 4, [
    ['Brewed Black Tea Base', 200],
    ['Fresh Milk', 180],
    ['Non-Dairy Creamer', 15],
    ['Caramel Sauce', 15],
    ['Cane Sugar Syrup', 10],
  ]),
  drink('Matcha Latte', 'Milk Tea', 29000, 6, [
    ['Matcha Powder', 6],
    ['Fresh Milk', 200],
    ['Cane Sugar Syrup', 20],
  ]),
  drink('Brown Sugar Boba Milk', 'Brown Sugar Series', 28000, 9, [
    ['Fresh Milk', 200],
    ['Brown Sugar Syrup', 30],
    ['Cooked Tapioca Pearls', 90],
    ['House Brown Sugar Syrup', 15],
  ]),
  drink('Brown Sugar Fresh Milk', 'Brown Sugar Series', 27000, 4, [
    ['Fresh Milk', 250],
    ['Brown Sugar Syrup', 30],
    ['House Brown Sugar Syrup', 15],
  ]),
  drink('Brown Sugar Coffee Milk', 'Brown Sugar Series', 30000, 3, [
    ['Gayo Arabica Beans', 18],
    ['Fresh Milk', 180],
    ['Brown Sugar Syrup', 30],
  ]),
  drink(
    'Lychee Yakult',
    'Fruit Tea',
    27000,
    6,
    [
      ['Brewed Jasmine Tea Base', 200],
      ['Lychee Syrup', 40],
      ['Yakult', 1],
      ['Cane Sugar Syrup', 10],
    ],
    {
      discountedPrice: 24000,
    },
  ),
  drink('Mango Yakult', 'Fruit Tea', 27000, 4, [
    ['Brewed Jasmine Tea Base', 200],
    ['Mango Puree', 60],
    ['Yakult', 1],
    ['Cane Sugar Syrup', 10],
  ]),
  drink('Passion Fruit Green Tea', 'Fruit Tea', 25000, 3, [
    ['Brewed Jasmine Tea Base', 250],
    ['Passion Fruit Puree', 50],
    ['Cane Sugar Syrup', 20],
  ]),
  drink(
    'Strawberry Black Tea',
    'Fruit Tea',
    25000,
    0,
    [
      ['Brewed Black Tea Base', 250],
      ['Strawberry Jam', 40],
      ['Cane Sugar Syrup', 10],
    ],
    {
      status: false,
    },
  ),
  drink('Lemon Tea', 'Fruit Tea', 20000, 3, [
    ['Brewed Black Tea Base', 250],
    ['Lemons', 40],
    ['Cane Sugar Syrup', 30],
  ]),
  drink('Cheese Foam Oolong', 'Cheese Foam', 30000, 5, [
    ['Oolong Tea Leaves', 8],
    ['Cheese Foam', 50],
    ['Fresh Milk', 50],
    ['Cane Sugar Syrup', 15],
  ]),
  drink('Cheese Foam Jasmine', 'Cheese Foam', 29000, 3, [
    ['Brewed Jasmine Tea Base', 250],
    ['Cheese Foam', 50],
    ['Fresh Milk', 50],
    ['Cane Sugar Syrup', 15],
  ]),
  drink(
    'Cheese Foam Strawberry',
    'Cheese Foam',
    32000,
    2,
    [
      ['Strawberry Jam', 40],
      ['Cheese Foam', 50],
      ['Fresh Milk', 50],
      ['Cane Sugar Syrup', 10],
    ],
    {
      discountedPrice: 28000,
    },
  ),
  drink('Jasmine Green Tea', 'Pure Tea', 18000, 4, [
    ['Jasmine Tea Leaves', 8],
    ['Cane Sugar Syrup', 20],
  ]),
  drink('Oolong Tea', 'Pure Tea', 19000, 2, [
    ['Oolong Tea Leaves', 8],
    ['Cane Sugar Syrup', 15],
  ]),
  drink('Earl Grey Black Tea', 'Pure Tea', 19000, 2, [
    ['Earl Grey Tea Leaves', 8],
    ['Cane Sugar Syrup', 20],
  ]),
  drink('Kopi Susu Gula Aren', 'Coffee', 24000, 6, [
    ['Gayo Arabica Beans', 18],
    ['Fresh Milk', 150],
    ['Palm Sugar Syrup', 30],
  ]),
  drink('Americano', 'Coffee', 22000, 2, [
    ['Gayo Arabica Beans', 18],
    ['Cane Sugar Syrup', 10],
  ]),
  drink('Caramel Latte', 'Coffee', 30000, 3, [
    ['Gayo Arabica Beans', 18],
    ['Fresh Milk', 200],
    ['Caramel Sauce', 30],
    ['Cane Sugar Syrup', 10],
  ]),
  {
    name: 'Pisang Goreng Keju',
    category: 'Snacks',
    price: 18000,
    unitAmount: 1,
    unit: 'pcs',
    popularity: 5,
    kind: 'snack',
    recipe: [
      ['Frozen Banana Fritters', 2],
      ['Grated Cheddar Cheese', 20],
      ['Paper Snack Box', 1],
    ],
  },
  {
    name: 'Roti Bakar Cokelat',
    category: 'Snacks',
    price: 20000,
    unitAmount: 1,
    unit: 'pcs',
    popularity: 4,
    kind: 'snack',
    recipe: [
      ['Thick Toast Bread', 2],
      ['Chocolate Spread', 30],
      ['Paper Snack Box', 1],
    ],
  },
  {
    name: 'Cireng Bumbu Rujak',
    category: 'Snacks',
    price: 15000,
    unitAmount: 5,
    unit: 'pcs',
    popularity: 3,
    kind: 'snack',
    recipe: [
      ['Frozen Cireng', 5],
      ['Rujak Seasoning', 15],
      ['Paper Snack Box', 1],
    ],
  },
  {
    name: 'Boba Pearl',
    category: 'Toppings',
    price: 5000,
    unitAmount: 50,
    unit: 'gr',
    popularity: 8,
    kind: 'topping',
    recipe: [
      ['Cooked Tapioca Pearls', 60],
      ['House Brown Sugar Syrup', 10],
    ],
  },
  {
    name: 'Grass Jelly',
    category: 'Toppings',
    price: 5000,
    unitAmount: 50,
    unit: 'gr',
    popularity: 4,
    kind: 'topping',
    recipe: [['Grass Jelly Cubes', 50]],
  },
  {
    name: 'Egg Pudding',
    category: 'Toppings',
    price: 6000,
    unitAmount: 50,
    unit: 'gr',
    popularity: 3,
    kind: 'topping',
    recipe: [
      ['Egg Pudding Powder', 15],
      ['Fresh Milk', 50],
    ],
  },
  {
    name: 'Coconut Jelly',
    category: 'Toppings',
    price: 5000,
    unitAmount: 50,
    unit: 'gr',
    popularity: 3,
    kind: 'topping',
    recipe: [['Nata de Coco', 50]],
  },
  {
    name: 'Cheese Cream',
    category: 'Toppings',
    price: 7000,
    unitAmount: 40,
    unit: 'ml',
    popularity: 3,
    kind: 'topping',
    recipe: [['Cheese Foam', 40]],
  },
  {
    name: 'Couple Pack',
    category: 'Milk Tea',
    price: 48000,
    discountedPrice: 45000,
    unitAmount: 2,
    unit: 'cup',
    popularity: 4,
    kind: 'bundle',
    components: [
      ['Thai Tea', 1],
      ['Brown Sugar Boba Milk', 1],
    ],
  },
  {
    name: 'Family Pack',
    category: 'Milk Tea',
    price: 95000,
    discountedPrice: 88000,
    unitAmount: 4,
    unit: 'cup',
    popularity: 2,
    kind: 'bundle',
    components: [
      ['Thai Tea', 2],
      ['Taro Milk Tea', 1],
      ['Matcha Latte', 1],
    ],
  },
  {
    name: 'Tea Time Snack Set',
    category: 'Snacks',
    price: 34000,
    unitAmount: 1,
    unit: 'pack',
    popularity: 2,
    kind: 'bundle',
    components: [
      ['Jasmine Green Tea', 1],
      ['Pisang Goreng Keju', 1],
    ],
  },
  // Ingredients, by the pack they are bought in, at the vendor's price before tax.
  ingredient('Jasmine Tea Leaves', 'Bahan Baku', TEA, 500, 'gr', 85000),
  ingredient('Assam Black Tea Leaves', 'Bahan Baku', TEA, 500, 'gr', 78000),
  ingredient('Oolong Tea Leaves', 'Bahan Baku', TEA, 500, 'gr', 120000),
  ingredient('Earl Grey Tea Leaves', 'Bahan Baku', TEA, 500, 'gr', 95000),
  ingredient('Thai Tea Mix', 'Bahan Baku', TEA, 400, 'gr', 68000),
  ingredient('Matcha Powder', 'Bahan Baku', TEA, 250, 'gr', 235000, { watched: true }),
  ingredient('Tapioca Pearls', 'Bahan Baku', BOBA, 1, 'kg', 32000, { watched: true }),
  ingredient('Brown Sugar Syrup', 'Bahan Baku', BOBA, 1, 'l', 45000),
  ingredient('Grass Jelly Cubes', 'Bahan Baku', BOBA, 3, 'kg', 60000),
  ingredient('Nata de Coco', 'Bahan Baku', BOBA, 1, 'kg', 22000),
  ingredient('Egg Pudding Powder', 'Bahan Baku', BOBA, 1, 'kg', 95000),
  ingredient('Taro Powder', 'Bahan Baku', BOBA, 1, 'kg', 110000),
  ingredient('Fresh Milk', 'Bahan Baku', MILK, 1, 'l', 18500, { watched: true, shelfDays: 10 }),
  ingredient('Cream Cheese', 'Bahan Baku', MILK, 1, 'kg', 115000, { shelfDays: 21 }),
  ingredient('Brown Sugar Block', 'Bahan Baku', BOBA, 1, 'kg', 26000),
  ingredient('Oat Milk', 'Bahan Baku', MILK, 1, 'l', 42000),
  ingredient('Cheese Foam Powder', 'Bahan Baku', MILK, 500, 'gr', 98000, { watched: true }),
  ingredient('Sweetened Condensed Milk', 'Bahan Baku', MILK, 1, 'kg', 38000),
  ingredient('Non-Dairy Creamer', 'Bahan Baku', MILK, 1, 'kg', 55000),
  ingredient('Grated Cheddar Cheese', 'Bahan Baku', MILK, 1, 'kg', 120000),
  ingredient('Gayo Arabica Beans', 'Bahan Baku', COFFEE, 1, 'kg', 210000),
  ingredient('Palm Sugar Syrup', 'Bahan Baku', COFFEE, 1, 'l', 48000),
  ingredient('Caramel Sauce', 'Bahan Baku', COFFEE, 1, 'l', 125000),
  ingredient('Lychee Syrup', 'Bahan Baku', FRESH, 1, 'l', 75000),
  ingredient('Yakult', 'Bahan Baku', FRESH, 5, 'pcs', 11500),
  ingredient('Mango Puree', 'Bahan Baku', FRESH, 1, 'kg', 70000),
  ingredient('Passion Fruit Puree', 'Bahan Baku', FRESH, 1, 'kg', 85000),
  ingredient('Strawberry Jam', 'Bahan Baku', FRESH, 1, 'kg', 60000),
  ingredient('Lemons', 'Bahan Baku', FRESH, 1, 'kg', 38000),
  ingredient('Cane Sugar Syrup', 'Bahan Baku', FRESH, 1, 'l', 28000),
  ingredient('Frozen Banana Fritters', 'Bahan Baku', FRESH, 20, 'pcs', 60000),
  ingredient('Thick Toast Bread', 'Bahan Baku', FRESH, 10, 'pcs', 32000),
  ingredient('Chocolate Spread', 'Bahan Baku', FRESH, 1, 'kg', 95000),
  ingredient('Frozen Cireng', 'Bahan Baku', FRESH, 50, 'pcs', 55000),
  ingredient('Rujak Seasoning', 'Bahan Baku', FRESH, 500, 'gr', 30000),
  ingredient('Cup 16 oz', 'Kemasan', PACKAGING, 50, 'pcs', 42500, { watched: true }),
  ingredient('Cup 22 oz', 'Kemasan', PACKAGING, 50, 'pcs', 52500),
  ingredient('Cup Lid 16 oz', 'Kemasan', PACKAGING, 50, 'pcs', 17500),
  ingredient('Boba Straw', 'Kemasan', PACKAGING, 100, 'pcs', 25000),
  ingredient('Paper Snack Box', 'Kemasan', PACKAGING, 50, 'pcs', 40000),
  ...PREP_ITEMS,
];

export const PAYMENT_GATEWAYS = [
  {
    code: 'BCA_VA',
    name: 'BCA Virtual Account',
    provider: 'Xendit',
    methodType: 'VIRTUAL_ACCOUNT',
    partnerId: 1001,
    feeFlat: 4000,
    feePercent: 0,
    isEnabled: true,
    share: 10,
    vaPrefix: '39010',
  },
  {
    code: 'BNI_VA',
    name: 'BNI Virtual Account',
    provider: 'Xendit',
    methodType: 'VIRTUAL_ACCOUNT',
    partnerId: 1002,
    feeFlat: 4000,
    feePercent: 0,
    isEnabled: true,
    share: 3,
    vaPrefix: '88080',
  },
  {
    code: 'MANDIRI_VA',
    name: 'Mandiri Virtual Account',
    provider: 'Xendit',
    methodType: 'VIRTUAL_ACCOUNT',
    partnerId: 1003,
    feeFlat: 4000,
    feePercent: 0,
    isEnabled: true,
    share: 4,
    vaPrefix: '88908',
  },
  {
    code: 'BRI_VA',
    name: 'BRI Virtual Account',
    provider: 'Xendit',
    methodType: 'VIRTUAL_ACCOUNT',
    partnerId: 1004,
    feeFlat: 4000,
    feePercent: 0,
    isEnabled: true,
    share: 3,
    vaPrefix: '26215',
  },
  {
    code: 'PERMATA_VA',
    name: 'Permata Virtual Account',
    provider: 'Xendit',
    methodType: 'VIRTUAL_ACCOUNT',
    partnerId: 1005,
    feeFlat: 4000,
    feePercent: 0,
    isEnabled: false,
    share: 0,
    vaPrefix: '72150',
  },
  {
    code: 'OVO',
    name: 'OVO',
    provider: 'Xendit',
    methodType: 'EWALLET',
    partnerId: 1101,
    feeFlat: 0,
    feePercent: 2.73,
    isEnabled: true,
    share: 10,
  },
  {
    code: 'DANA',
    name: 'DANA',
    provider: 'Xendit',
    methodType: 'EWALLET',
    partnerId: 1102,
    feeFlat: 0,
    feePercent: 1.5,
    isEnabled: true,
    share: 8,
  },
  {
    code: 'SHOPEEPAY',
    name: 'ShopeePay',
    provider: 'Xendit',
    methodType: 'EWALLET',
    partnerId: 1103,
    feeFlat: 0,
    feePercent: 2,
    isEnabled: true,
    share: 10,
  },
  {
    code: 'GOPAY',
    name: 'GoPay',
    provider: 'Midtrans',
    methodType: 'EWALLET',
    partnerId: 2001,
    feeFlat: 0,
    feePercent: 2,
    isEnabled: true,
    share: 20,
  },
  {
    code: 'QRIS',
    name: 'QRIS',
    provider: 'Midtrans',
    methodType: 'QRIS',
    partnerId: 2002,
    feeFlat: 0,
    feePercent: 0.7,
    isEnabled: true,
    share: 30,
  },
  {
    code: 'CREDIT_CARD',
    name: 'Kartu Kredit/Debit',
    provider: 'Midtrans',
    methodType: 'CARD',
    partnerId: 2003,
    feeFlat: 2000,
    feePercent: 2.9,
    isEnabled: true,
    share: 2,
  },
  {
    code: 'ALFAMART',
    name: 'Alfamart',
    provider: 'Xendit',
    methodType: 'RETAIL_OUTLET',
    partnerId: 1201,
    feeFlat: 5000,
    feePercent: 0,
    isEnabled: false,
    share: 0,
  },
] as const;
