// The Category screen through the real router and hooks, against the mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListCategoriesResponseMock } from '@generated/hooks/categories/categories.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, signIn } from '@/testing/render';
// The screen fetches its form' code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './category-form';

const CREATED = { data: { ...getListCategoriesResponseMock().data[0]!, id: 9, name: 'Cheese Foam' } };

/** Records the query of every category list call; answers as for a list of 45 categories. */
function recordListCalls() {
  const calls: URLSearchParams[] = [];
  api.use(
    http.get('*/adm/v1/categories', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 10);
      return HttpResponse.json({ ...getListCategoriesResponseMock(), meta: { page, size, total: 45 } });
    }),
  );
  return calls;
}

async function openScreen(url = '/category') {
  signIn();
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Milk Tea/ });
  return view;
}

describe('the category list', () => {
  it('lists the categories of the URL page with status and SKU count, fetching once', async () => {
    const calls = recordListCalls();
    await openScreen('/category?page=2&size=20&name=tea');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!)).toEqual({ page: '2', size: '20', name: 'tea' });
    const row = screen.getByRole('row', { name: /Fruit Tea/ });
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Category' })).toBeInTheDocument();
  });

  it('applies the search after a pause, in the URL, from the first page, with one call', async () => {
    const calls = recordListCalls();
    const { router } = await openScreen('/category?page=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories by name' }), 'milk');
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'milk' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.get('name')).toBe('milk');
  });

  it('shows the last page for a page past the end, in place of the address asked for', async () => {
    const calls = recordListCalls();
    const { router } = await openScreen('/category?page=9&size=20');
    expect(router.state.location.search).toEqual({ page: 3, size: 20 });
    expect(router.history.length).toBe(1);
    expect(calls.map((call) => call.get('page'))).toEqual(['9', '3']);
  });

  it('refuses markup in the search instead of applying it', async () => {
    const { router } = await openScreen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories by name' }), '<script>');
    expect(screen.getByText('Potentially dangerous content detected.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toEqual({});
  });

  it('says when a search matches nothing', async () => {
    signIn();
    api.use(
      http.get('*/adm/v1/categories', () => HttpResponse.json({ data: [], meta: { page: 1, size: 10, total: 0 } })),
    );
    renderApp('/category?name=Nothing%20like%20this');
    expect(await screen.findByText('No categories match “Nothing like this”')).toBeInTheDocument();
  });

  it('says clearly when the browser is offline, and offers to try again', async () => {
    signIn();
    api.use(http.get('*/adm/v1/categories', () => HttpResponse.error()));
    renderApp('/category');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
    api.resetHandlers();
    signIn();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Milk Tea/ })).toBeInTheDocument();
  });

  it('speaks Indonesian when the language is switched', async () => {
    await openScreen();
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategori' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kategori baru' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Fruit Tea/ })).getByText('Nonaktif')).toBeInTheDocument();
  });
});

describe('the category form', () => {
  const dialog = () => screen.getByRole('dialog', { name: /category|kategori/i });

  it('focuses the name, and shows the messages for the empty fields without sending anything', async () => {
    const create = capture('post', '/adm/v1/categories', CREATED, 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Image is required')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });

  it('creates the category with the body the contract expects on Enter, then closes and refreshes the list', async () => {
    const create = capture('post', '/adm/v1/categories', CREATED, 201);
    api.use(create.handler);
    const calls = recordListCalls();
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const file = new File(['x'], 'cheese-foam.webp', { type: 'image/webp' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await within(dialog()).findByRole('img', { name: 'Category image preview' })).toHaveAttribute(
      'src',
      '/uploads/3f6c1e0a-thai-tea.webp',
    );
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), '  Cheese Foam {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create.bodies).toEqual([
      { name: 'Cheese Foam', status: true, image_url: '/uploads/3f6c1e0a-thai-tea.webp' },
    ]);
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('updates the edited category with the changed values', async () => {
    const update = capture('put', '/adm/v1/categories/1', CREATED);
    api.use(update.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Milk Tea' }));
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Active/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toEqual({
      name: 'Milk Tea',
      status: false,
      image_url: '/uploads/milk-tea.webp',
    });
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
  });

  it('shows a duplicate name next to the name, in the language in use', async () => {
    api.use(apiError('put', '/adm/v1/categories/1', 409, 'A category with this name already exists', 'name'));
    await openScreen();
    await i18n.changeLanguage('id');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Milk Tea' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan perubahan' }));
    const name = within(dialog()).getByRole('textbox', { name: 'Nama' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Kategori dengan nama ini sudah ada'));
  });

  it('asks before discarding what was typed, and keeps it on request', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Half typed');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes at once when nothing was typed', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the category screen against saved categories', () => {
  const dialog = () => screen.getByRole('dialog', { name: /category/i });
  const row = (name: RegExp) => screen.getByRole('row', { name });

  it('lists a created category, then shows its change once edited', async () => {
    serveMockDb();
    await openScreen();
    expect(screen.queryByRole('row', { name: /Cheese Foam/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const file = new File(['x'], 'cheese-foam.webp', { type: 'image/webp' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await within(dialog()).findByRole('img', { name: 'Category image preview' });
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Cheese Foam');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create category' }));

    expect(await screen.findByText('Category created')).toBeInTheDocument();
    await screen.findByRole('row', { name: /Cheese Foam/ });
    expect(within(row(/Cheese Foam/)).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(row(/Cheese Foam/)).getByRole('button', { name: 'Edit Cheese Foam' }));
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Active/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    await waitFor(() => expect(within(row(/Cheese Foam/)).getByText('Inactive')).toBeInTheDocument());
  });
});
