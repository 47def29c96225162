// A product's Modifiers tab and the cost of a cup with options under its recipe, through the real
// router and hooks, against the mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getGetModifierGroupResponseMock,
  getGetSkuModifierGroupsMockHandler,
  getGetSkuModifierGroupsResponseMock,
  getListModifierGroupsMockHandler,
} from '@generated/hooks/modifiers/modifiers.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
// The drawer's code loads once the user reaches for the page (lazyPart); loaded here, it opens with its tabs.
import './sku-editor';

const SIZE = getGetModifierGroupResponseMock().data;
const ATTACHED = getGetSkuModifierGroupsResponseMock().data;
const TOPPINGS = ATTACHED.groups[0]!;
const drawer = () => screen.getByRole('dialog', { name: /SKU/ });

async function openTab(tab: 'Modifiers' | 'Recipe') {
  signIn();
  api.use(getListModifierGroupsMockHandler({ data: [SIZE, TOPPINGS] }));
  renderApp('/sku');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Thai Tea' }));
  await userEvent.click(within(drawer()).getByRole('tab', { name: tab }));
  return within(drawer()).findByRole('tabpanel', { name: tab });
}

describe("a product's modifier groups", () => {
  it('lists the attached groups and warns of an option whose recipe does not cover the product', async () => {
    const panel = await openTab('Modifiers');
    expect(await within(panel).findByRole('region', { name: 'Toppings' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('alert', { name: 'Options whose recipe does not cover this product' }),
    ).toHaveTextContent('Pudding charges Rp 4,000 but uses no ingredient');
    await i18n.changeLanguage('id');
    expect(
      await within(panel).findByText('Puding dikenai Rp 4.000 tetapi tidak memakai bahan baku apa pun'),
    ).toBeInTheDocument();
  });

  it('adds a group, puts it first and saves the groups in that order', async () => {
    const put = capture('put', '/adm/v1/skus/1/modifier-groups', {
      data: { ...ATTACHED, groups: [SIZE, TOPPINGS], recipe_gaps: [] },
    });
    api.use(put.handler);
    const panel = await openTab('Modifiers');
    await within(panel).findByRole('region', { name: 'Toppings' });
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Add a modifier group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Size' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Move Size up' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save modifier groups' }));
    await waitFor(() => expect(put.bodies).toEqual([{ group_ids: [1, 4] }]));
    expect(await screen.findByText('Modifier groups saved')).toBeInTheDocument();
  });

  it("shows the server's refusal next to the group it names", async () => {
    const detail = 'Size: Large scales Black Tea Leaves 1 kg, which Thai Tea does not use';
    api.use(apiError('put', '/adm/v1/skus/1/modifier-groups', 422, detail, 'group_ids.1'));
    const panel = await openTab('Modifiers');
    await within(panel).findByRole('region', { name: 'Toppings' });
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Add a modifier group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Size' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save modifier groups' }));
    const size = within(panel).getByRole('region', { name: 'Size' });
    expect(await within(size).findByRole('alert')).toHaveTextContent(detail);
  });
});

describe('the cost of a cup with options', () => {
  it('costs the chosen options, starting from the defaults, with the price, margin and ingredients', async () => {
    api.use(getGetSkuModifierGroupsMockHandler({ data: { ...ATTACHED, groups: [SIZE, TOPPINGS] } }));
    const combination = recordQueries('/adm/v1/skus/1/recipe/combination', {
      data: {
        sku_id: 1,
        option_ids: [2, 20],
        items: [
          {
            ingredient_sku_id: 14,
            ingredient_name: 'Black Tea Leaves 1 kg',
            stock_unit: 'gr',
            quantity: '22.5',
            cost: 5400,
          },
          {
            ingredient_sku_id: 31,
            ingredient_name: 'Brown Sugar Syrup 1 L',
            stock_unit: 'ml',
            quantity: '1250.5',
            cost: 4012,
          },
        ],
        cost_per_serving: 9412,
        missing_cost: false,
        price: 37000,
        recipe_gaps: [],
      },
    });
    api.use(combination.handler);
    const panel = await openTab('Recipe');
    expect(await within(panel).findByRole('heading', { name: 'Cost of a cup with options' })).toBeInTheDocument();
    await waitFor(() => expect(combination.queries.at(-1)).toEqual({ option_ids: '1' }));
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Large' }));
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Toppings' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pudding' }));
    await waitFor(() => expect(combination.queries.at(-1)).toEqual({ option_ids: '2,20' }));
    expect(await within(panel).findByText('Large, Pudding: Rp 9,412')).toBeInTheDocument();
    expect(within(panel).getByText('Sells at Rp 37,000 · margin Rp 27,588 (74.6%)')).toBeInTheDocument();
    const lines = within(panel).getByRole('table', { name: 'Ingredients of a cup with these options' });
    expect(within(lines).getByRole('row', { name: /Brown Sugar Syrup 1 L/ })).toHaveTextContent('1,250.5 ml');
  });
});
