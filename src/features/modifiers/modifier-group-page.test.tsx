// The Modifier Groups screen through the real router and hooks, against the mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getCreateModifierGroupResponseMock,
  getGetModifierGroupResponseMock,
  getListModifierGroupsResponseMock,
} from '@generated/hooks/modifiers/modifiers.msw';
import { getListSkusResponseMock } from '@generated/hooks/skus/skus.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
// The form's code loads once the user reaches for the page (lazyPart); loaded here, the drawer opens with it.
import './modifier-group-form';

const SIZE = getGetModifierGroupResponseMock().data;
const SUGAR = getListModifierGroupsResponseMock().data[0]!;
const GROUPS = { data: [SIZE, { ...SUGAR, status: false, indonesian_name: null }] };
const SYRUP = {
  ...getListSkusResponseMock().data[2]!,
  id: 31,
  name: 'Brown Sugar Syrup 1 L',
  kind: 'ingredient' as const,
};

async function openScreen(url = '/modifier-group') {
  signIn();
  const list = recordQueries('/adm/v1/modifier-groups', GROUPS);
  api.use(
    list.handler,
    http.get('*/adm/v1/skus', () => HttpResponse.json({ data: [SYRUP], meta: { page: 1, size: 20, total: 1 } })),
  );
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Size/ });
  return { ...view, queries: list.queries };
}

const drawer = () => screen.getByRole('dialog', { name: /modifier group|grup pilihan/i });

describe('the modifier group list', () => {
  it('shows each group with its selection, min–max, options, products and status', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier Groups' })).toBeInTheDocument();
    const size = screen.getByRole('row', { name: /Size/ });
    expect(within(size).getByText('Single choice')).toBeInTheDocument();
    expect(within(size).getByText('1–1')).toBeInTheDocument();
    expect(within(size).getByText('2')).toBeInTheDocument();
    expect(within(size).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Sugar/ })).getByText('Inactive')).toBeInTheDocument();
  });

  it('names groups in Indonesian for an Indonesian reader, and in English where there is no Indonesian name', async () => {
    await openScreen();
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('row', { name: /Ukuran/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Sugar/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grup Pilihan' })).toBeInTheDocument();
  });

  it('keeps the search and the status filter in the URL, and asks the API for them', async () => {
    const { router, queries } = await openScreen('/modifier-group?status=true');
    expect(queries[0]).toEqual({ status: 'true' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search modifier groups by name' }), 'sug');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: true, q: 'sug' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'true', q: 'sug' }));
  });

  it('says when nothing matches the search', async () => {
    signIn();
    api.use(http.get('*/adm/v1/modifier-groups', () => HttpResponse.json({ data: [] })));
    renderApp('/modifier-group?q=boba');
    expect(await screen.findByText('No modifier groups match “boba”')).toBeInTheDocument();
  });
});

describe('the modifier group form', () => {
  it('creates a group with its options and their recipe changes, as the contract expects', async () => {
    const create = capture('post', '/adm/v1/modifier-groups', getCreateModifierGroupResponseMock(), 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New modifier group' }));
    await userEvent.type(within(drawer()).getByRole('textbox', { name: 'Name' }), 'Sugar');
    await userEvent.type(within(drawer()).getAllByRole('textbox', { name: 'Indonesian name' })[0]!, 'Gula');
    await userEvent.type(within(drawer()).getByRole('textbox', { name: 'Option name' }), '50% sugar');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Add ingredient change to 50% sugar' }));
    await userEvent.click(within(drawer()).getByRole('textbox', { name: 'Ingredient' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brown Sugar Syrup 1 L' }));
    await userEvent.click(within(drawer()).getByRole('textbox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scale' }));
    await userEvent.type(within(drawer()).getByRole('textbox', { name: 'Factor' }), '50');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Create modifier group' }));
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]).toEqual({
      name: 'Sugar',
      indonesian_name: 'Gula',
      selection: 'single',
      min_select: 1,
      max_select: 1,
      status: true,
      options: [
        {
          name: '50% sugar',
          indonesian_name: null,
          price_delta: 0,
          is_default: true,
          status: true,
          recipe: [{ ingredient_sku_id: 31, action: 'scale', quantity: null, factor_percent: 50 }],
        },
      ],
    });
    expect(await screen.findByText('Modifier group created')).toBeInTheDocument();
  });

  it('moves an option from the keyboard, and removes one only once confirmed', async () => {
    const update = capture('put', '/adm/v1/modifier-groups/1', { data: SIZE });
    api.use(update.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Size' }));
    const down = within(drawer()).getByRole('button', { name: 'Move Regular down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: 'Move Regular up' })).toHaveFocus());
    const sections = within(drawer())
      .getAllByRole('region')
      .map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Large', 'Regular']);

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Remove Large' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Large?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(drawer()).getByRole('region', { name: 'Large' })).toBeInTheDocument();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Remove Large' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Large?' })).getByRole('button', {
        name: 'Remove option',
      }),
    );
    await waitFor(() => expect(within(drawer()).queryByRole('region', { name: 'Large' })).not.toBeInTheDocument());
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect((update.bodies[0] as { options: { id: number }[] }).options.map((option) => option.id)).toEqual([1]);
  });

  it("shows the server's refusal of a recipe line next to that line's ingredient", async () => {
    const detail = 'Brown Sugar Milk Tea has no Black Tea Leaves 1 kg in its recipe to scale';
    api.use(apiError('put', '/adm/v1/modifier-groups/1', 422, detail, 'options.1.recipe.0.ingredient_sku_id'));
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Size' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Save changes' }));
    const large = within(drawer()).getByRole('region', { name: 'Large' });
    const ingredient = within(large).getAllByRole('textbox', { name: 'Ingredient' })[0]!;
    await waitFor(() => expect(ingredient).toHaveAccessibleDescription(detail));
  });

  it('shows the rules it checks itself before sending anything', async () => {
    const create = capture('post', '/adm/v1/modifier-groups', getCreateModifierGroupResponseMock(), 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New modifier group' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Add option' }));
    const second = within(drawer()).getByRole('region', { name: 'Option 2' });
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Chosen by default' }));
    // A single group keeps one default: choosing the second clears the first.
    const first = within(drawer()).getByRole('region', { name: 'Option 1' });
    expect(within(first).getByRole('checkbox', { name: 'Chosen by default' })).not.toBeChecked();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Create modifier group' }));
    expect(await within(drawer()).findAllByText('Name is required')).toHaveLength(3);
    expect(create.bodies).toEqual([]);
  });
});
