// The payment instructions of a QRIS payment: the QR code is drawn from the payload the server
// gave, and read back by a QR decoder it gives that payload again, so a customer's banking app
// scanning the screen gets exactly it. Its alt text, the amount and the expiry (WIB) are shown in
// both languages.
import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { InvoicePaymentInstruction } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { PaymentInstructions } from './payment-instructions';

// A payload of the simulated gateway for Rp 28,000 and INV/20261120/00041 (server/src/lib/qris.ts).
const QRIS =
  '00020101021226630015COM.EXAMPLE.PAY01189360999900000000010211TEAHOUSE0010303UBE51440014ID.CO.QRIS.WWW' +
  '0215ID10260000000010303UBE5204581453033605405280005802ID5908Teahouse6007Jakarta62220118INV/20261120/0004163045D7F';

const payment: InvoicePaymentInstruction = {
  invoice_id: 41,
  invoice_number: 'INV/20261120/00041',
  payment_method_partner_id: 1005,
  payment_method_name: 'QRIS',
  amount: 28000,
  payment_url: null,
  va_number: null,
  qr_string: QRIS,
  expires_at: '2026-11-21T00:58:00Z',
};

/** The drawing as pixels, four to a module, and what a QR decoder reads in them. */
function scan(svg: Element): string | undefined {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      const at = ((Number(y) * scale + dy) * width + Number(x) * scale) * 4;
      for (let dx = 0; dx < Number(run) * scale; dx++) pixels.fill(0, at + dx * 4, at + dx * 4 + 3);
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('QRIS payment instructions', () => {
  it('draw the payload as a QR code a scanner reads back, with the amount and expiry in WIB', async () => {
    renderWithProviders(<PaymentInstructions payment={payment} />);
    const image = await screen.findByRole('img', {
      name: /^QRIS code to pay Rp\s28,000 for invoice INV\/20261120\/00041$/,
    });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(scan(image)).toBe(QRIS);
    expect(screen.getByText('Rp 28,000')).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026 07:58 WIB')).toBeInTheDocument();
    // The content stays readable and copyable below the image.
    expect(screen.getByTestId('instruction-QR code content')).toHaveTextContent(QRIS);
  });

  it('draw another code for another payload', async () => {
    const other = QRIS.replace('540528000', '540529000');
    renderWithProviders(<PaymentInstructions payment={{ ...payment, qr_string: other }} />);
    expect(scan(await screen.findByRole('img'))).toBe(other);
  });

  it('name the image in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderWithProviders(<PaymentInstructions payment={payment} />);
    expect(
      await screen.findByRole('img', {
        name: /^Kode QRIS untuk membayar Rp\s28\.000 atas faktur INV\/20261120\/00041$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026 07.58 WIB')).toBeInTheDocument();
  });

  it('show no image for a virtual account', () => {
    renderWithProviders(
      <PaymentInstructions payment={{ ...payment, qr_string: null, va_number: '3901081355512345' }} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
