import path from 'node:path';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

const IMAGE = path.join(import.meta.dirname, 'fixtures', 'jasmine-tea.png');

test('a category is created with an uploaded image, found by search and edited', async ({ page, openSignedIn }) => {
  const name = `Jasmine Cloud ${Date.now().toString(36)}`;
  await openSignedIn(ADMIN, '/category');
  await expect(page.getByRole('heading', { name: 'Category' })).toBeVisible();

  // Create
  await page.getByRole('button', { name: 'New category' }).click();
  const create = page.getByRole('dialog', { name: 'New category' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  const chooser = page.waitForEvent('filechooser');
  await create.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles(IMAGE);
  await expect(create.getByRole('img', { name: 'Category image preview' })).toHaveAttribute('src', /\/uploads\//);
  await expect(create.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await create.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created')).toBeVisible();
  await expect(create).toBeHidden();

  // Find by search: the URL keeps it, and the list shows only the match.
  await page.getByRole('textbox', { name: 'Search categories by name' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name })).toHaveAttribute('src', /\/uploads\//);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the match

  // Edit: rename, switch off, save with Enter.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  const nameField = edit.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue(name);
  const active = edit.getByRole('switch', { name: /^Active/ });
  await expect(active).toBeChecked();
  // The switch's input is visually hidden behind its track; a person clicks the label.
  await edit.getByText('Active', { exact: true }).click();
  await expect(active).not.toBeChecked();
  await nameField.fill(`${name} Latte`);
  await nameField.press('Enter');
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row', { name: new RegExp(`${name} Latte`) });
  await expect(edited.getByText('Inactive', { exact: true })).toBeVisible();

  // Back goes to the list before the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByRole('textbox', { name: 'Search categories by name' })).toHaveValue('');
});

test('a search without matches says so', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/category?name=Nothing%20like%20this');
  await expect(page.getByText('No categories match “Nothing like this”')).toBeVisible();
});
