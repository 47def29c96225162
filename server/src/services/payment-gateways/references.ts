// The name an invoice's charge has at a provider, and back.

/**
 * The invoice's name at a provider: its number with dashes for slashes (Midtrans allows letters,
 * digits, `-`, `_`, `~` and `.` in an order id), and `~<attempt>` from the second payment request
 * of the invoice on, since a provider refuses a second charge under an order id it has seen.
 */
export function providerReference(invoiceNumber: string, attempt: number): string {
  const base = invoiceNumber.replaceAll('/', '-');
  return attempt > 1 ? `${base}~${attempt}` : base;
}

/** The invoice number a provider's reference names (see providerReference), or null. */
export function invoiceNumberOfReference(reference: string): string | null {
  const match = /^INV-(\d{8})-(\d{5,})(?:~\d+)?$/.exec(reference);
  return match ? `INV/${match[1]}/${match[2]}` : null;
}

/** The invoice a provider's id names: a reference the server charged under, or the invoice number itself. */
export const invoiceNamed = (id: string) => invoiceNumberOfReference(id) ?? id;
