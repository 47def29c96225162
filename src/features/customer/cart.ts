// The customer's cart: one outlet's cups (a product with its options; the same product with other
// options is another line) with quantities and notes, kept on the device so a
// reload or a visit to another screen keeps it. It holds no prices: the menu shows today's, and the
// server prices the order when it is placed.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The most of one product an order may hold (the API's rule). */
export const MAX_QUANTITY = 99;
/** The longest note the app takes for a line or the order. */
export const NOTE_MAX_LENGTH = 200;
/** The longest note for the whole order. */
export const ORDER_NOTE_MAX_LENGTH = 500;

export interface CartLine {
  /** The product and its options, which make the line: `12` or `12:2,7`. */
  key: string;
  sku_id: number;
  /** The chosen options' ids, in offer order. */
  options: number[];
  quantity: number;
  note: string;
}

interface CartState {
  outletId: number | null;
  lines: CartLine[];
  notes: string;
  /** One more cup of a product with these options; a product of another outlet starts a new cart. */
  add: (outletId: number, skuId: number, options?: readonly number[]) => void;
  /** Sets a line's quantity (within 1–99); 0 removes the line. */
  setQuantity: (key: string, quantity: number) => void;
  setNote: (key: string, note: string) => void;
  setNotes: (notes: string) => void;
  clear: () => void;
}

const clamp = (quantity: number) => Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(quantity)));

/** The line a product with these options goes on (the options' order does not matter). */
export const lineKey = (skuId: number, options: readonly number[] = []): string =>
  options.length === 0 ? String(skuId) : `${skuId}:${[...options].sort((a, b) => a - b).join(',')}`;

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      outletId: null,
      lines: [],
      notes: '',
      add: (outletId, skuId, options = []) =>
        set((cart) => {
          const lines = cart.outletId === outletId ? cart.lines : [];
          const key = lineKey(skuId, options);
          const line = lines.find((l) => l.key === key);
          return {
            outletId,
            notes: cart.outletId === outletId ? cart.notes : '',
            lines: line
              ? lines.map((l) => (l.key === key ? { ...l, quantity: clamp(l.quantity + 1) } : l))
              : [...lines, { key, sku_id: skuId, options: [...options], quantity: 1, note: '' }],
          };
        }),
      setQuantity: (key, quantity) =>
        set((cart) => ({
          lines:
            clamp(quantity) === 0
              ? cart.lines.filter((l) => l.key !== key)
              : cart.lines.map((l) => (l.key === key ? { ...l, quantity: clamp(quantity) } : l)),
        })),
      setNote: (key, note) => set((cart) => ({ lines: cart.lines.map((l) => (l.key === key ? { ...l, note } : l)) })),
      setNotes: (notes) => set({ notes }),
      clear: () => set({ outletId: null, lines: [], notes: '' }),
    }),
    {
      name: 'customer-cart',
      storage: createJSONStorage(() => localStorage),
      version: 2,
      // A cart kept before cups had options: each line is its product without options.
      migrate: (kept, version) => {
        const cart = kept as Pick<CartState, 'outletId' | 'lines' | 'notes'>;
        if (version >= 2) return cart;
        const lines = (cart.lines ?? []).map((l) => ({ ...l, key: lineKey(l.sku_id), options: [] }));
        return { ...cart, lines };
      },
    },
  ),
);

/** How many items the cart holds, all lines together. */
export const cartCount = (lines: CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);
