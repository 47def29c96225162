import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { api } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import purchaseOrderLife from './testing/purchase-order-life.json';

describe('AuditLogPage', () => {
  it('lists who changed which field from what to what', async () => {
    signIn();
    renderApp('/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Admin Teahouse')).toBeInTheDocument();
    expect(screen.getByText(/Rp\s25,000 → Rp\s27,000/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Admin Teahouse.*SKU edited.*SKU Thai Tea/ })).toBeInTheDocument();
  });
});

/** The ids the entries hold where the business has a number or a name. */
const INTERNAL_IDS = /\b(812|813|9722|9723|9724|9725)\b|#\d/;

describe("a purchase order's whole life in the audit log", () => {
  const open = async () => {
    api.use(http.get('*/adm/v1/audit-log', () => HttpResponse.json(purchaseOrderLife)));
    signIn();
    renderApp('/audit-log');
    await screen.findAllByText('PO-2026-11-0366', { exact: false });
  };

  /** The table's text with every entry shown in full. */
  const readAll = () => {
    for (const button of screen.queryAllByRole('button', { name: /^(Show all|Tampilkan semua)$/ })) {
      fireEvent.click(button);
    }
    // Each piece of text apart, as the screen shows them apart.
    const table = screen.getAllByRole('table')[0]!;
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    const pieces: string[] = [];
    while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
    return pieces.join(' ').replace(/\s+/g, ' ').replace(/ :/g, ':');
  };

  const expectBusinessWords = (text: string) => {
    for (const { operation } of purchaseOrderLife.data) expect(text).not.toContain(operation);
    // No operation id or field name as the API spells it (camelCase, snake_case), no code (UPPER_SNAKE).
    expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(text).not.toMatch(INTERNAL_IDS);
    // No JSON.
    expect(text).not.toMatch(/[{}[\]"]/);
    for (const name of [
      'PO-2026-11-0366',
      'PO-2026-11-0367',
      'PT Sumber Teh Nusantara',
      'Jakarta Kemang',
      'Budi Santoso',
      'Rina Wulandari',
      'Thai Tea Leaves 250 gr',
    ]) {
      expect(text).toContain(name);
    }
  };

  it('reads as a manager would say it, in English', async () => {
    await open();
    const text = readAll();
    expectBusinessWords(text);
    for (const words of [
      'Purchase order created',
      'Purchase order edited',
      'Purchase order approved',
      'Goods received',
      'Purchase order cancelled',
      'Purchase order PO-2026-11-0366',
      'Approval status: Awaiting approval',
      'Awaiting approval → Approved',
      'Pending → Partly received',
      'Bank account number: ',
      'Decided by: Budi Santoso',
      'Vendor: PT Sumber Teh Nusantara',
      'Subtotal: Rp 14,000 → Rp 16,000',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('reads as a manager would say it, in Indonesian', async () => {
    await open();
    await i18n.changeLanguage('id');
    await screen.findAllByText('Pesanan pembelian disetujui');
    const text = readAll();
    expectBusinessWords(text);
    for (const words of [
      'Pesanan pembelian dibuat',
      'Pesanan pembelian diubah',
      'Barang diterima',
      'Pesanan pembelian dibatalkan',
      'Pesanan pembelian PO-2026-11-0366',
      'Status persetujuan: Menunggu persetujuan',
      'Menunggu → Diterima sebagian',
      'Nomor rekening: ',
      'Pemasok: PT Sumber Teh Nusantara',
      'Pembeli: Rina Wulandari',
    ]) {
      expect(text).toContain(words);
    }
  });

  it("shows a purchase order's lines as a table of what changed", async () => {
    await open();
    const edit = screen.getByRole('row', { name: /Purchase order edited/ });
    const lines = within(edit).getByTestId('audit-lines');
    expect(within(lines).getByRole('columnheader', { name: 'Quantity' })).toBeInTheDocument();
    expect(
      within(lines).getByRole('row', { name: /Thai tea leaves, 250 gr pack.*4 → 6.*Rp\s4,000 → Rp\s6,000/ }),
    ).toBeInTheDocument();
    // The line that did not change is left out.
    expect(within(lines).queryByText(/Tapioca pearls/)).not.toBeInTheDocument();
  });

  it('cuts a long entry short until asked to show all', async () => {
    await open();
    const [created] = screen.getAllByRole('row', { name: /Purchase order created.*PO-2026-11-0366/ });
    expect(within(created!).queryByText('Bank account number:')).not.toBeInTheDocument();
    fireEvent.click(within(created!).getByRole('button', { name: 'Show all' }));
    expect(within(created!).getByText('Bank account number:')).toBeInTheDocument();
    expect(within(created!).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });
});
