// The cup labels of an order through the real router: one label per cup, each saying which cup of
// its line it is, with the drink's options, the name to call and the pick-up window; open to a
// cashier who holds only the counter's scope.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetOrderMockHandler, getGetOrderResponseMock } from '@generated/hooks/orders/orders.msw';
import { i18n } from '@/lib/i18n';
import { api } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const placed = getGetOrderResponseMock().data;
const option = (option_name: string, indonesian_option_name: string) => ({
  modifier_option_id: 1,
  group_name: 'Size',
  indonesian_group_name: 'Ukuran',
  option_name,
  indonesian_option_name,
  price_delta: 0,
});
const order = {
  ...placed,
  id: 2077,
  customer_name: 'Dewi',
  timeslot: { id: 4, date: '2026-11-20', start_time: '14:00', end_time: '14:15' },
  items: [
    {
      ...placed.items[0]!,
      id: 1,
      sku_name: 'Brown Sugar Milk Tea',
      quantity: 3,
      note: 'extra hot',
      options: [option('Large', 'Besar'), option('50% sugar', 'Gula 50%'), option('Pearls', 'Boba')],
    },
    { ...placed.items[0]!, id: 2, sku_name: 'Thai Tea', quantity: 1, note: null, options: [] },
  ],
};

function openLabels() {
  api.use(getGetOrderMockHandler({ data: order as typeof placed }));
  signIn({ ...sessionWith(['view_admin_counter']) });
  return renderApp('/order/2077/labels');
}

describe('the cup labels', () => {
  it('prints one label per cup, with its place in the line, options, name and pick-up window', async () => {
    openLabels();
    expect(await screen.findByRole('heading', { name: 'Cup labels · order #2077' })).toBeInTheDocument();
    const labels = screen.getAllByTestId('cup-label');
    expect(labels).toHaveLength(4);
    expect(labels.map((label) => within(label).getByText(/ of /).textContent)).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
      '1 of 1',
    ]);
    expect(labels[1]).toHaveTextContent('#2077');
    expect(labels[1]).toHaveTextContent('Brown Sugar Milk Tea');
    expect(labels[1]).toHaveTextContent('Large · 50% sugar · Pearls');
    expect(labels[1]).toHaveTextContent('extra hot');
    expect(labels[1]).toHaveTextContent('Dewi');
    expect(labels[1]).toHaveTextContent('14:00–14:15 WIB');
    expect(screen.getByText('4 labels · 58 × 40 mm')).toBeInTheDocument();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('speaks Indonesian, options by their Indonesian names', async () => {
    openLabels();
    await screen.findAllByTestId('cup-label');
    await i18n.changeLanguage('id');
    const label = (await screen.findAllByTestId('cup-label'))[1]!;
    expect(await within(label).findByText('2 dari 3')).toBeInTheDocument();
    expect(label).toHaveTextContent('Besar · Gula 50% · Boba');
    expect(label).toHaveTextContent('14.00–14.15 WIB');
  });
});
