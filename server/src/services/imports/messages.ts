// What an import says about a file and its rows, in English and Bahasa Indonesia. The messages a
// form also gives are the form's own texts, letter for letter (imports.test.ts holds them to the
// catalogue's `sku.*` and `sku.recipe.*` texts), so a row is refused in the words the form uses.
import type { FastifyReply } from 'fastify';
import type { ExportLanguage } from '../reports/export-headers';
import { REFUSED_NAME_MESSAGES } from '../../lib/spreadsheet-cells';

const EN = {
  // The SKU form's messages (catalogue sku.*).
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  priceRequired: 'Price is required',
  priceMin: 'Price must be at least Rp 1',
  unitAmountRequired: 'Unit Amount is required',
  unitRequired: 'Unit is required',
  unitInvalid: 'Unit must be one of {units}',
  imageRequired: 'Image is required',
  discountAbovePrice: 'Discounted price cannot be greater than regular price',
  discountNegative: 'Discounted price cannot be negative',
  duplicateName: 'A SKU with this name already exists',
  quantityMin: 'Quantity must be at least 1',
  ...REFUSED_NAME_MESSAGES.en,
  // The recipe form's (catalogue sku.recipe.*).
  ingredientTwice: 'This ingredient is already in the recipe',
  // The server's rules, as the API words them.
  nameTooLong: 'Name must be at most {max} characters',
  categoryNotFound: 'Category not found',
  notUploaded: 'Image must be an image uploaded to this server',
  kindInvalid: 'Kind must be product or ingredient',
  activeInvalid: 'Active must be yes or no',
  wholeNumber: '{label} must be a whole number',
  numberTooLarge: '{label} must be at most {max}',
  unitAmountDecimals: 'Unit Amount must have at most three decimals',
  ingredientAmount: "An ingredient's amount must be a whole number of {unit}",
  ingredientBundle: 'An ingredient cannot be a bundle',
  inRecipeToProduct: 'A SKU used in a recipe cannot become a product',
  recipeToIngredient: 'A SKU with a recipe cannot become an ingredient; remove its recipe first',
  bundleToIngredient: 'A SKU that is part of a bundle cannot become an ingredient',
  inActiveBundle: '{name} is part of the active bundle {bundle}; deactivate the bundle first',
  repeatedRow: 'Also in row {row}',
  formula: 'Formulas are not read: type the value instead',
  formulaText: 'Text cannot start with =, +, - or @: a spreadsheet reads it as a formula',
  controlCharacter: 'Control characters (such as NUL) are not accepted',
  productRequired: 'Product is required',
  productNotFound: 'Product not found',
  ingredientRequired: 'Ingredient is required',
  ingredientNotFound: 'Ingredient SKU not found',
  notIngredient: 'A recipe item must be an ingredient',
  ingredientHasNoRecipe: 'An ingredient cannot have a recipe',
  bundleHasNoRecipe: "A bundle has no recipe of its own; it uses its components' recipes",
  ownProduct: 'A recipe cannot contain its own product',
  recipeTooLong: 'A recipe has at most {max} ingredients',
  outletRequired: 'Outlet is required',
  outletNotFound: 'Outlet not found',
  skuRequired: 'SKU is required',
  skuNotFound: 'SKU not found',
  bundleNoStock: 'A bundle has no stock of its own; import its components',
  alreadyStocked: 'This SKU already has stock at this outlet; correct it with a stock count',
  // The file as a whole.
  tooLarge: 'The file is larger than {max} MB',
  tooManyRows: 'The file holds more than {max} rows',
  wrongType: 'The file must be an .xlsx workbook or a CSV file',
  macros: 'Macro-enabled workbooks are not accepted; save the file as .xlsx',
  unreadable: 'The file cannot be read; save it again as .xlsx or CSV',
  encoding: 'The file is not UTF-8 or UTF-16 text; save it again as CSV UTF-8',
  inflatedTooLarge: 'The workbook unpacks to more than {max} MB',
  compressionRatio: 'A part of the workbook is compressed more than {ratio} times over; save it again as .xlsx',
  missingColumn: 'Column "{column}" is missing',
  noRows: 'The file holds no rows',
  rowErrors: 'Row {row}: {message}',
  stockChanged: 'Stock changed while importing; check the file again',
  // A delivery platform's settlement file.
  platformOrderRequired: "The platform's order ID is required",
  wholeRupiah: '{label} must be an amount in whole rupiah',
} as const;

export type ImportMessage = keyof typeof EN;

const ID: Record<ImportMessage, string> = {
  nameRequired: 'Nama wajib diisi',
  categoryRequired: 'Kategori wajib diisi',
  priceRequired: 'Harga wajib diisi',
  priceMin: 'Harga minimal Rp 1',
  unitAmountRequired: 'Jumlah satuan wajib diisi',
  unitRequired: 'Satuan wajib diisi',
  unitInvalid: 'Satuan harus salah satu dari {units}',
  imageRequired: 'Gambar wajib diisi',
  discountAbovePrice: 'Harga diskon tidak boleh lebih besar dari harga normal',
  discountNegative: 'Harga diskon tidak boleh negatif',
  duplicateName: 'SKU dengan nama ini sudah ada',
  quantityMin: 'Jumlah minimal 1',
  ...REFUSED_NAME_MESSAGES.id,
  ingredientTwice: 'Bahan baku ini sudah ada di resep',
  nameTooLong: 'Nama maksimal {max} karakter',
  categoryNotFound: 'Kategori tidak ditemukan',
  notUploaded: 'Gambar harus gambar yang diunggah ke server ini',
  kindInvalid: 'Jenis SKU harus produk atau bahan baku',
  activeInvalid: 'Aktif harus ya atau tidak',
  wholeNumber: '{label} harus bilangan bulat',
  numberTooLarge: '{label} maksimal {max}',
  unitAmountDecimals: 'Jumlah satuan maksimal tiga angka desimal',
  ingredientAmount: 'Jumlah bahan baku harus bilangan bulat dalam {unit}',
  ingredientBundle: 'Bahan baku tidak dapat menjadi bundel',
  inRecipeToProduct: 'SKU yang dipakai dalam resep tidak dapat menjadi produk',
  recipeToIngredient: 'SKU yang memiliki resep tidak dapat menjadi bahan baku; hapus resepnya dahulu',
  bundleToIngredient: 'SKU yang menjadi bagian bundel tidak dapat menjadi bahan baku',
  inActiveBundle: '{name} adalah bagian dari bundel aktif {bundle}; nonaktifkan bundel dahulu',
  repeatedRow: 'Juga ada di baris {row}',
  formula: 'Rumus tidak dibaca: ketik nilainya',
  formulaText: 'Teks tidak boleh diawali =, +, - atau @: lembar kerja membacanya sebagai rumus',
  controlCharacter: 'Karakter kontrol (seperti NUL) tidak diterima',
  productRequired: 'Produk wajib diisi',
  productNotFound: 'Produk tidak ditemukan',
  ingredientRequired: 'Bahan baku wajib diisi',
  ingredientNotFound: 'SKU bahan baku tidak ditemukan',
  notIngredient: 'Item resep harus bahan baku',
  ingredientHasNoRecipe: 'Bahan baku tidak dapat memiliki resep',
  bundleHasNoRecipe: 'Bundel tidak memiliki resep sendiri; bundel memakai resep komponennya',
  ownProduct: 'Resep tidak dapat berisi produknya sendiri',
  recipeTooLong: 'Resep maksimal berisi {max} bahan baku',
  outletRequired: 'Outlet wajib diisi',
  outletNotFound: 'Outlet tidak ditemukan',
  skuRequired: 'SKU wajib diisi',
  skuNotFound: 'SKU tidak ditemukan',
  bundleNoStock: 'Bundel tidak memiliki stok sendiri; impor komponennya',
  alreadyStocked: 'SKU ini sudah memiliki stok di outlet ini; perbaiki dengan stok opname',
  tooLarge: 'Ukuran file lebih dari {max} MB',
  tooManyRows: 'File berisi lebih dari {max} baris',
  wrongType: 'File harus berupa file Excel (.xlsx) atau CSV',
  macros: 'File Excel dengan makro tidak diterima; simpan file sebagai .xlsx',
  unreadable: 'File tidak dapat dibaca; simpan ulang sebagai .xlsx atau CSV',
  encoding: 'File bukan teks UTF-8 atau UTF-16; simpan ulang sebagai CSV UTF-8',
  inflatedTooLarge: 'Isi file Excel melebihi {max} MB setelah diekstrak',
  compressionRatio: 'Bagian file Excel dikompresi lebih dari {ratio} kali lipat; simpan ulang sebagai .xlsx',
  missingColumn: 'Kolom "{column}" tidak ada',
  noRows: 'File tidak berisi baris',
  rowErrors: 'Baris {row}: {message}',
  stockChanged: 'Stok berubah selama impor; periksa file lagi',
  platformOrderRequired: 'ID pesanan platform wajib diisi',
  wholeRupiah: '{label} harus nominal rupiah tanpa desimal',
};

export const IMPORT_MESSAGES: Record<ExportLanguage, Record<ImportMessage, string>> = { en: EN, id: ID };

/** The message in the language, its `{name}` places filled. */
export function say(lang: ExportLanguage, key: ImportMessage, values: Record<string, string | number> = {}): string {
  return IMPORT_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * The answer to an import refused for its rows: 422, the first refused row's first error under
 * `content` in the reader's language, and every row as checked (`data`), so the screen lists them.
 */
export function refusedRows<T>(
  reply: FastifyReply,
  lang: ExportLanguage,
  first: { row: number; errors: readonly { message: string }[] },
  data: T,
) {
  reply.code(422);
  return {
    errors: [
      { detail: say(lang, 'rowErrors', { row: first.row, message: first.errors[0]!.message }), field: 'content' },
    ],
    data,
  };
}
