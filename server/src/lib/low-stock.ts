/** A watched SKU with fewer units than this is low on stock (the dashboard warns about it). */
export const LOW_STOCK_THRESHOLD = 20;
