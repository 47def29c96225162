// The customer's cart: one outlet's products with quantities and notes, kept on the device so a
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
  sku_id: number;
  quantity: number;
  note: string;
}

interface CartState {
  outletId: number | null;
  lines: CartLine[];
  notes: string;
  /** One more of a product; a product of another outlet starts a new cart. */
  add: (outletId: number, skuId: number) => void;
  /** Sets a line's quantity (within 1–99); 0 removes the line. */
  setQuantity: (skuId: number, quantity: number) => void;
  setNote: (skuId: number, note: string) => void;
  setNotes: (notes: string) => void;
  clear: () => void;
}

const clamp = (quantity: number) => Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(quantity)));

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      outletId: null,
      lines: [],
      notes: '',
      add: (outletId, skuId) =>
        set((cart) => {
          const lines = cart.outletId === outletId ? cart.lines : [];
          const line = lines.find((l) => l.sku_id === skuId);
          return {
            outletId,
            notes: cart.outletId === outletId ? cart.notes : '',
            lines: line
              ? lines.map((l) => (l.sku_id === skuId ? { ...l, quantity: clamp(l.quantity + 1) } : l))
              : [...lines, { sku_id: skuId, quantity: 1, note: '' }],
          };
        }),
      setQuantity: (skuId, quantity) =>
        set((cart) => ({
          lines:
            clamp(quantity) === 0
              ? cart.lines.filter((l) => l.sku_id !== skuId)
              : cart.lines.map((l) => (l.sku_id === skuId ? { ...l, quantity: clamp(quantity) } : l)),
        })),
      setNote: (skuId, note) =>
        set((cart) => ({ lines: cart.lines.map((l) => (l.sku_id === skuId ? { ...l, note } : l)) })),
      setNotes: (notes) => set({ notes }),
      clear: () => set({ outletId: null, lines: [], notes: '' }),
    }),
    { name: 'customer-cart', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** How many items the cart holds, all lines together. */
export const cartCount = (lines: CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);
