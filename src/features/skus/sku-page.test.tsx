// The SKU screen through the real router and hooks, against the mocked API (the contract's examples:
// Thai Tea and Taro Duo, Taro Milk Tea, Thai Tea).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetOutletAvailabilityMockHandler,
  getUpdateOutletAvailabilityResponseMock,
} from '@generated/hooks/counter/counter.msw';
import { getGetSkuRecipeResponseMock, getListSkusResponseMock } from '@generated/hooks/skus/skus.msw';
import type { Sku } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api, capture } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches its forms' code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './discount-form';
import './sku-editor';

function recordListCalls() {
  const calls: URLSearchParams[] = [];
  api.use(
    http.get('*/adm/v1/skus', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      return HttpResponse.json(getListSkusResponseMock());
    }),
  );
  return calls;
}

async function openScreen(url = '/sku') {
  signIn();
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Taro Milk Tea/ });
  return view;
}

/** Replaces what a formatted number input holds (select all, then type). */
const retype = (input: HTMLElement, text: string) =>
  userEvent.type(input, text, {
    initialSelectionStart: 0,
    initialSelectionEnd: (input as HTMLInputElement).value.length,
  });

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('the SKU list', () => {
  it('asks for the URL page, search, sort and filters, and shows prices in rupiah, stock and state', async () => {
    const calls = recordListCalls();
    await openScreen(
      '/sku?page=2&size=20&name=tea&sort_by=price&sort_key=asc&category_id=1&status=true&is_bundled=false',
    );
    expect(Object.fromEntries(calls[0]!)).toEqual({
      page: '2',
      size: '20',
      name: 'tea',
      sort_by: 'price',
      sort_key: 'asc',
      category_id: '1',
      status: 'true',
      is_bundled: 'false',
    });
    const thai = row(/^.*Thai Tea(?! and).*$/);
    expect(within(thai).getByText('Rp 25,000')).toBeInTheDocument();
    expect(within(thai).getByText('Rp 22,000')).toBeInTheDocument();
    expect(within(thai).getByText('500 ml')).toBeInTheDocument();
    expect(within(thai).getByText('120')).toBeInTheDocument();
    expect(within(row(/Taro Milk Tea/)).getByRole('img', { name: 'Watched' })).toBeInTheDocument();
    expect(within(row(/Duo/)).getByText('Bundle')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by price from the header, in the URL, from the first page', async () => {
    const calls = recordListCalls();
    const { router } = await openScreen('/sku?page=3');
    const header = screen.getByRole('columnheader', { name: /Price/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort_by: 'price', sort_key: 'desc' }));
    await waitFor(() => expect(calls.at(-1)!.get('sort_by')).toBe('price'));
  });

  it('puts the status filter in the URL', async () => {
    const { router } = await openScreen();
    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: false }));
  });

  it('puts the kind filter in the URL and asks for that kind', async () => {
    const calls = recordListCalls();
    const { router } = await openScreen();
    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ingredient' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'ingredient' }));
    await waitFor(() => expect(calls.at(-1)!.get('kind')).toBe('ingredient'));
  });

  it('deactivates the selected SKUs after a confirmation naming the count', async () => {
    const bulk = capture('post', '/adm/v1/skus/bulk', { data: '2 SKUs deactivated' });
    api.use(bulk.handler);
    await openScreen();
    await userEvent.click(within(row(/Taro Milk Tea/)).getByRole('checkbox'));
    await userEvent.click(within(row(/Duo/)).getByRole('checkbox'));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(toolbar).toHaveTextContent('2 selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate 2 SKUs?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(bulk.bodies).toEqual([{ action: 'deactive', sku_ids: [3, 5] }]));
    expect(await screen.findByText('2 SKUs deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('switches one SKU off from its row', async () => {
    const bulk = capture('post', '/adm/v1/skus/bulk', { data: '1 SKU deactivated' });
    api.use(bulk.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('switch', { name: 'Active: Taro Milk Tea' }));
    await waitFor(() => expect(bulk.bodies).toEqual([{ action: 'deactive', sku_ids: [3] }]));
  });

  it('sets a discounted price from the row, refusing one above the price before sending', async () => {
    const put = capture('put', '/adm/v1/skus/1/discounted-price', { data: getListSkusResponseMock().data[2] });
    api.use(put.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Set the discounted price of Thai Tea' }));
    const popover = await screen.findByRole('dialog', { name: 'Set the discounted price of Thai Tea' });
    const input = within(popover).getByRole('textbox', { name: 'Discounted price' });
    await retype(input, '30000');
    await userEvent.click(within(popover).getByRole('button', { name: 'Save' }));
    expect(
      await within(popover).findByText('Discounted price cannot be greater than regular price'),
    ).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
    await retype(input, '20000');
    expect(input).toHaveValue('Rp 20,000');
    await userEvent.click(within(popover).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put.bodies).toEqual([{ discounted_price: 20000 }]));
  });

  it('shows an ingredient with no selling price and no discount to set', async () => {
    const list = getListSkusResponseMock();
    const taro = list.data.find((sku) => sku.name === 'Taro Milk Tea')!;
    Object.assign(taro, { kind: 'ingredient', price: 95000, discounted_price: 0 });
    api.use(http.get('*/adm/v1/skus', () => HttpResponse.json(list)));
    await openScreen();
    const ingredient = row(/Taro Milk Tea/);
    expect(ingredient).not.toHaveTextContent('Rp 95,000');
    expect(ingredient).not.toHaveTextContent('None');
    expect(within(ingredient).queryByRole('button', { name: /discounted price/ })).not.toBeInTheDocument();
  });

  it('speaks Indonesian when the language is switched', async () => {
    await openScreen();
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'SKU' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SKU baru' })).toBeInTheDocument();
    expect(within(row(/^.*Thai Tea(?! and).*$/)).getByText('Rp 25.000')).toBeInTheDocument();
  });
});

describe('the SKU form', () => {
  const drawer = () => screen.getByRole('dialog', { name: /SKU/ });

  it('shows every spec message for an empty form, and the bundle message once bundled', async () => {
    const create = capture('post', '/adm/v1/skus', {}, 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New SKU' }));
    await userEvent.click(within(drawer()).getByRole('switch', { name: /^Bundled product/ }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Create SKU' }));
    for (const text of [
      'Name is required',
      'Category is required',
      'Price is required',
      'Unit Amount is required',
      'Unit is required',
      'Image is required',
      'Bundle items are required when product is bundled',
    ]) {
      expect(await within(drawer()).findByText(text)).toBeInTheDocument();
    }
    expect(create.bodies).toEqual([]);
  });

  it('shows no discount as an empty field saying "None", as the list does, and sends it as 0', async () => {
    const update = capture('put', '/adm/v1/skus/3', { data: getListSkusResponseMock().data[1] });
    api.use(update.handler);
    await openScreen();
    expect(within(row(/Taro Milk Tea/)).getByText('None')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Taro Milk Tea' }));
    const discount = within(drawer()).getByRole('textbox', { name: 'Discounted price' });
    expect(discount).toHaveValue('');
    expect(discount).toHaveAttribute('placeholder', 'None');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toMatchObject({ discounted_price: 0 });
  });

  it('refuses a discounted price above the price next to the field', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thai Tea' }));
    const discount = within(drawer()).getByRole('textbox', { name: 'Discounted price' });
    await retype(discount, '99000');
    expect(discount).toHaveValue('Rp 99,000');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(discount).toHaveAccessibleDescription('Discounted price cannot be greater than regular price'),
    );
  });

  it('opens a bundle with its components named, what they make and cost, and saves them', async () => {
    const update = capture('put', '/adm/v1/skus/5', { data: getListSkusResponseMock().data[0] });
    api.use(update.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thai Tea and Taro Duo' }));
    // The components' names fill in once their SKUs have loaded.
    await waitFor(async () => {
      const lines = await within(drawer()).findAllByRole('textbox', { name: 'Component SKU' });
      expect(lines.map((l) => (l as HTMLInputElement).value)).toEqual(['Thai Tea', 'Taro Milk Tea']);
    });
    // Thai Tea 120 and Taro Milk Tea 64 in stock, one of each per bundle; 25,000 + 26,000.
    expect(
      within(drawer()).getByText(
        'Makes 64 bundles from current stock; the components cost Rp 51,000 together, the bundle Rp 45,000.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toMatchObject({
      is_bundled: true,
      bundle_items: [
        { component_sku_id: 1, quantity: 1 },
        { component_sku_id: 3, quantity: 1 },
      ],
    });
  });

  it('offers Product or Ingredient, and an ingredient has no bundle switch', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New SKU' }));
    expect(within(drawer()).getByRole('switch', { name: /^Bundled product/ })).toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole('textbox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ingredient' }));
    expect(within(drawer()).queryByRole('switch', { name: /^Bundled product/ })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('tab', { name: 'Recipe' })).not.toBeInTheDocument();
  });
});

/** An ingredient as the list shows it; `unit_cost` null until first received. */
const ingredient = (patch: Partial<Sku>): Sku => ({
  ...getListSkusResponseMock().data[2]!,
  kind: 'ingredient',
  bundle_items: [],
  discounted_price: 0,
  is_bundled: false,
  ...patch,
});
const SYRUP = ingredient({ id: 21, name: 'Brown Sugar Syrup', unit: 'l', unit_amount: 1, unit_cost: null });

describe("a product's recipe", () => {
  const drawer = () => screen.getByRole('dialog', { name: /SKU/ });

  async function openRecipe() {
    // The ingredient picker asks for ingredients only; the chosen lines are looked up by id.
    api.use(
      http.get('*/adm/v1/skus', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('kind') === 'ingredient' || query.get('sku_ids'))
          return HttpResponse.json({ data: [SYRUP], meta: { page: 1, size: 20, total: 1 } });
        return HttpResponse.json(getListSkusResponseMock());
      }),
    );
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thai Tea' }));
    await userEvent.click(within(drawer()).getByRole('tab', { name: 'Recipe' }));
    return within(drawer()).findByRole('tabpanel', { name: 'Recipe' });
  }

  it('shows each line in its stock unit with its cost, and the cost per serving rounded once', async () => {
    const panel = await openRecipe();
    const lines = await within(panel).findAllByRole('textbox', { name: 'Ingredient' });
    expect(lines.map((l) => (l as HTMLInputElement).value)).toEqual(['Fresh Milk 1 L', 'Thai Tea Leaves 1 kg']);
    // 200 ml at Rp 18.5 and 15 gr at Rp 240.
    expect(within(panel).getByLabelText('Cost of line 1')).toHaveTextContent('Rp 3,700');
    expect(within(panel).getByLabelText('Cost of line 2')).toHaveTextContent('Rp 3,600');
    expect(within(panel).getByText('Rp 18.5 per ml')).toBeInTheDocument();
    expect(within(panel).getByText('Cost per serving: Rp 7,300')).toBeInTheDocument();
    // 201 ml: Rp 3,718.5 → Rp 3,719; with the leaves Rp 7,318.5 → Rp 7,319.
    await retype(within(panel).getByRole('textbox', { name: 'Quantity (ml)' }), '201');
    expect(within(panel).getByLabelText('Cost of line 1')).toHaveTextContent('Rp 3,719');
    expect(within(panel).getByText('Cost per serving: Rp 7,319')).toBeInTheDocument();
  });

  it('warns about an ingredient without a cost, and saves the whole recipe', async () => {
    const put = capture('put', '/adm/v1/skus/1/recipe', getGetSkuRecipeResponseMock());
    api.use(put.handler);
    const panel = await openRecipe();
    await within(panel).findAllByRole('textbox', { name: 'Ingredient' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove ingredient 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add ingredient' }));
    await userEvent.click(within(panel).getAllByRole('textbox', { name: 'Ingredient' })[1]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Brown Sugar Syrup' }));
    expect(await within(panel).findByText(/No cost yet for Brown Sugar Syrup/)).toBeInTheDocument();
    expect(within(panel).queryByText(/Cost per serving/)).not.toBeInTheDocument();
    await retype(within(panel).getAllByRole('textbox', { name: /^Quantity/ })[1]!, '30');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save recipe' }));
    await waitFor(() =>
      expect(put.bodies).toEqual([
        {
          items: [
            { ingredient_sku_id: 12, quantity: 200 },
            { ingredient_sku_id: 21, quantity: 30 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
  });

  it('has no recipe tab for a bundle', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thai Tea and Taro Duo' }));
    await within(drawer()).findAllByRole('textbox', { name: 'Component SKU' });
    expect(within(drawer()).queryByRole('tab', { name: 'Recipe' })).not.toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    const panel = await openRecipe();
    await within(panel).findAllByRole('textbox', { name: 'Ingredient' });
    await i18n.changeLanguage('id');
    expect(await within(drawer()).findByRole('tab', { name: 'Resep' })).toBeInTheDocument();
    expect(within(panel).getByText('HPP per porsi: Rp 7.300')).toBeInTheDocument();
    expect(within(panel).getByText('Rp 18,5 per ml')).toBeInTheDocument();
  });
});

describe('where a product is on sale', () => {
  const drawer = () => screen.getByRole('dialog', { name: /SKU/ });

  it("switches a product off at an outlet where it has sold out, keeping the outlet's other sold-out products", async () => {
    api.use(
      getGetOutletAvailabilityMockHandler({
        data: {
          sold_out: [{ sku_id: 12, sku_name: 'Lychee Tea', marked_at: '2026-11-20T03:15:00Z' }],
          sold_out_options: [],
        },
      }),
    );
    const update = capture('put', '/adm/v1/outlets/1/availability', getUpdateOutletAvailabilityResponseMock());
    api.use(update.handler);
    signIn({ ...sessionWith(), outlets: [{ id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_sku'] }] });
    renderApp('/sku');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Thai Tea' }));
    await userEvent.click(await within(drawer()).findByRole('tab', { name: 'Outlets' }));
    const kemang = await within(drawer()).findByRole('switch', { name: 'Available at Jakarta Kemang' });
    expect(kemang).toBeChecked();
    await userEvent.click(kemang);
    await waitFor(() => expect(update.bodies).toEqual([{ sold_out: [{ sku_id: 12 }, { sku_id: 1 }] }]));
    expect(await screen.findByText('Thai Tea is sold out at Jakarta Kemang')).toBeInTheDocument();
  });
});
