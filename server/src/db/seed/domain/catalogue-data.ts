// The demo menu, suppliers and payment methods of a tea shop chain in Indonesia. Prices are whole
// rupiah. `popularity` weights how often a SKU is ordered; `vendor` names its supplier and `cost`
// what a unit costs on a purchase order.

export interface SkuSeed {
  name: string;
  category: string;
  price: number;
  discountedPrice?: number;
  unitAmount: number;
  unit: 'ml' | 'gr' | 'pcs' | 'cup' | 'pack';
  popularity: number;
  kind: 'drink' | 'topping' | 'snack' | 'bundle';
  vendor?: string;
  supplyName?: string;
  cost?: number;
  status?: boolean;
  watched?: boolean;
  /** Bundles: component name and units per bundle. */
  components?: [string, number][];
}

const drink = (name: string, category: string, price: number, popularity: number, vendor: string, supplyName: string, extra: Partial<SkuSeed> = {}): SkuSeed => ({
  name,
  category,
  price,
  unitAmount: 500,
  unit: 'ml',
  popularity,
  kind: 'drink',
  vendor,
  supplyName,
  cost: Math.round((price * 0.35) / 100) * 100,
  ...extra,
});

export const VENDORS = [
  { name: 'PT Sumber Teh Nusantara', address: 'Jl. Raya Puncak Km. 87, Cisarua, Kabupaten Bogor 16750', contactPerson: 'Andi Kurniawan', phone: '0251825123', email: 'order@sumberteh.example.com', bank: 'BCA', taxed: true },
  { name: 'CV Boba Jaya', address: 'Jl. Rungkut Industri III No. 21, Kota Surabaya 60293', contactPerson: 'Hendra Wijaya', phone: '0318431234', email: 'sales@bobajaya.example.com', bank: 'Mandiri', taxed: false },
  { name: 'PT Susu Segar Lembang', address: 'Jl. Raya Lembang No. 245, Kabupaten Bandung Barat 40391', contactPerson: 'Yuliana Sari', phone: '+6281320004567', email: 'b2b@sususegar.example.com', bank: 'BNI', taxed: true },
  { name: 'CV Kopi Gayo Mandiri', address: 'Jl. Lintas Takengon No. 9, Kabupaten Aceh Tengah 24511', contactPerson: 'Teuku Rahmat', phone: '+6285260001122', email: 'halo@kopigayo.example.com', bank: 'BRI', taxed: false },
  { name: 'PT Pangan Segar Nusantara', address: 'Jl. Daan Mogot Km. 19, Kota Tangerang 15122', contactPerson: 'Melati Kusuma', phone: '0215573321', email: 'purchasing@pangansegar.example.com', bank: 'BCA', taxed: true },
] as const;

const TEA = VENDORS[0].name;
const BOBA = VENDORS[1].name;
const MILK = VENDORS[2].name;
const COFFEE = VENDORS[3].name;
const FRESH = VENDORS[4].name;

export const SKUS: SkuSeed[] = [
  drink('Thai Tea', 'Milk Tea', 25000, 10, TEA, 'Thai Tea Premium Mix', { discountedPrice: 22000, watched: true }),
  drink('Taro Milk Tea', 'Milk Tea', 26000, 7, MILK, 'Taro Milk Base'),
  drink('Classic Milk Tea', 'Milk Tea', 24000, 5, TEA, 'Assam Black Tea Leaves'),
  drink('Hokkaido Milk Tea', 'Milk Tea', 28000, 4, MILK, 'Hokkaido Milk Base'),
  drink('Matcha Latte', 'Milk Tea', 29000, 6, TEA, 'Uji Matcha Powder', { watched: true }),
  drink('Brown Sugar Boba Milk', 'Brown Sugar Series', 28000, 9, BOBA, 'Brown Sugar Syrup and Pearls'),
  drink('Brown Sugar Fresh Milk', 'Brown Sugar Series', 27000, 4, MILK, 'Fresh Milk for Brown Sugar Series'),
  drink('Brown Sugar Coffee Milk', 'Brown Sugar Series', 30000, 3, COFFEE, 'Espresso Blend for Brown Sugar Series'),
  drink('Lychee Yakult', 'Fruit Tea', 27000, 6, FRESH, 'Lychee Syrup and Yakult', { discountedPrice: 24000, watched: true }),
  drink('Mango Yakult', 'Fruit Tea', 27000, 4, FRESH, 'Mango Puree and Yakult'),
  drink('Passion Fruit Green Tea', 'Fruit Tea', 25000, 3, FRESH, 'Passion Fruit Puree'),
  drink('Strawberry Black Tea', 'Fruit Tea', 25000, 0, FRESH, 'Strawberry Jam', { status: false }),
  drink('Lemon Tea', 'Fruit Tea', 20000, 3, FRESH, 'Fresh Lemons'),
  drink('Cheese Foam Oolong', 'Cheese Foam', 30000, 5, MILK, 'Cream Cheese Foam Base', { watched: true }),
  drink('Cheese Foam Jasmine', 'Cheese Foam', 29000, 3, MILK, 'Cream Cheese Foam Base (Jasmine)'),
  drink('Cheese Foam Strawberry', 'Cheese Foam', 32000, 2, MILK, 'Cream Cheese Foam Base (Strawberry)', { discountedPrice: 28000 }),
  drink('Jasmine Green Tea', 'Pure Tea', 18000, 4, TEA, 'Jasmine Green Tea Leaves'),
  drink('Oolong Tea', 'Pure Tea', 19000, 2, TEA, 'Tieguanyin Oolong Leaves'),
  drink('Earl Grey Black Tea', 'Pure Tea', 19000, 2, TEA, 'Earl Grey Leaves'),
  drink('Kopi Susu Gula Aren', 'Coffee', 24000, 6, COFFEE, 'Gayo Arabica Beans and Palm Sugar'),
  drink('Americano', 'Coffee', 22000, 2, COFFEE, 'Gayo Arabica Beans'),
  drink('Caramel Latte', 'Coffee', 30000, 3, COFFEE, 'Espresso Blend and Caramel Sauce'),
  { name: 'Pisang Goreng Keju', category: 'Snacks', price: 18000, unitAmount: 1, unit: 'pcs', popularity: 5, kind: 'snack', vendor: FRESH, supplyName: 'Frozen Banana Fritters', cost: 6000 },
  { name: 'Roti Bakar Cokelat', category: 'Snacks', price: 20000, unitAmount: 1, unit: 'pcs', popularity: 4, kind: 'snack', vendor: FRESH, supplyName: 'Thick Toast Bread', cost: 6500 },
  { name: 'Cireng Bumbu Rujak', category: 'Snacks', price: 15000, unitAmount: 5, unit: 'pcs', popularity: 3, kind: 'snack', vendor: FRESH, supplyName: 'Frozen Cireng', cost: 5000 },
  { name: 'Boba Pearl', category: 'Toppings', price: 5000, unitAmount: 50, unit: 'gr', popularity: 8, kind: 'topping', vendor: BOBA, supplyName: 'Tapioca Pearls 1 kg', cost: 1200, watched: true },
  { name: 'Grass Jelly', category: 'Toppings', price: 5000, unitAmount: 50, unit: 'gr', popularity: 4, kind: 'topping', vendor: BOBA, supplyName: 'Grass Jelly 3 kg Tub', cost: 1000 },
  { name: 'Egg Pudding', category: 'Toppings', price: 6000, unitAmount: 50, unit: 'gr', popularity: 3, kind: 'topping', vendor: BOBA, supplyName: 'Egg Pudding Mix', cost: 1500 },
  { name: 'Coconut Jelly', category: 'Toppings', price: 5000, unitAmount: 50, unit: 'gr', popularity: 3, kind: 'topping', vendor: BOBA, supplyName: 'Nata de Coco 1 kg', cost: 1000 },
  { name: 'Cheese Cream', category: 'Toppings', price: 7000, unitAmount: 40, unit: 'ml', popularity: 3, kind: 'topping', vendor: MILK, supplyName: 'Cream Cheese Topping Base', cost: 2000 },
  { name: 'Couple Pack', category: 'Milk Tea', price: 48000, discountedPrice: 45000, unitAmount: 2, unit: 'cup', popularity: 4, kind: 'bundle', components: [['Thai Tea', 1], ['Brown Sugar Boba Milk', 1]] },
  { name: 'Family Pack', category: 'Milk Tea', price: 95000, discountedPrice: 88000, unitAmount: 4, unit: 'cup', popularity: 2, kind: 'bundle', components: [['Thai Tea', 2], ['Taro Milk Tea', 1], ['Matcha Latte', 1]] },
  { name: 'Tea Time Snack Set', category: 'Snacks', price: 34000, unitAmount: 1, unit: 'pack', popularity: 2, kind: 'bundle', components: [['Jasmine Green Tea', 1], ['Pisang Goreng Keju', 1]] },
];

export const PAYMENT_GATEWAYS = [
  { code: 'BCA_VA', name: 'BCA Virtual Account', provider: 'Xendit', methodType: 'VIRTUAL_ACCOUNT', partnerId: 1001, feeFlat: 4000, feePercent: 0, isEnabled: true, share: 10, vaPrefix: '39010' },
  { code: 'BNI_VA', name: 'BNI Virtual Account', provider: 'Xendit', methodType: 'VIRTUAL_ACCOUNT', partnerId: 1002, feeFlat: 4000, feePercent: 0, isEnabled: true, share: 3, vaPrefix: '88080' },
  { code: 'MANDIRI_VA', name: 'Mandiri Virtual Account', provider: 'Xendit', methodType: 'VIRTUAL_ACCOUNT', partnerId: 1003, feeFlat: 4000, feePercent: 0, isEnabled: true, share: 4, vaPrefix: '88908' },
  { code: 'BRI_VA', name: 'BRI Virtual Account', provider: 'Xendit', methodType: 'VIRTUAL_ACCOUNT', partnerId: 1004, feeFlat: 4000, feePercent: 0, isEnabled: true, share: 3, vaPrefix: '26215' },
  { code: 'PERMATA_VA', name: 'Permata Virtual Account', provider: 'Xendit', methodType: 'VIRTUAL_ACCOUNT', partnerId: 1005, feeFlat: 4000, feePercent: 0, isEnabled: false, share: 0, vaPrefix: '72150' },
  { code: 'OVO', name: 'OVO', provider: 'Xendit', methodType: 'EWALLET', partnerId: 1101, feeFlat: 0, feePercent: 2.73, isEnabled: true, share: 10 },
  { code: 'DANA', name: 'DANA', provider: 'Xendit', methodType: 'EWALLET', partnerId: 1102, feeFlat: 0, feePercent: 1.5, isEnabled: true, share: 8 },
  { code: 'SHOPEEPAY', name: 'ShopeePay', provider: 'Xendit', methodType: 'EWALLET', partnerId: 1103, feeFlat: 0, feePercent: 2, isEnabled: true, share: 10 },
  { code: 'GOPAY', name: 'GoPay', provider: 'Midtrans', methodType: 'EWALLET', partnerId: 2001, feeFlat: 0, feePercent: 2, isEnabled: true, share: 20 },
  { code: 'QRIS', name: 'QRIS', provider: 'Midtrans', methodType: 'QRIS', partnerId: 2002, feeFlat: 0, feePercent: 0.7, isEnabled: true, share: 30 },
  { code: 'CREDIT_CARD', name: 'Credit or Debit Card', provider: 'Midtrans', methodType: 'CARD', partnerId: 2003, feeFlat: 2000, feePercent: 2.9, isEnabled: true, share: 2 },
  { code: 'ALFAMART', name: 'Alfamart', provider: 'Xendit', methodType: 'RETAIL_OUTLET', partnerId: 1201, feeFlat: 5000, feePercent: 0, isEnabled: false, share: 0 },
] as const;
