// Proves the restrictions of eslint.config.js: each forbidden pattern, linted as a file at a virtual
// path in src/, is reported with a message pointing to the generated hooks, and the allowed form is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const restrictions = ['no-restricted-syntax', 'no-restricted-imports', 'local/boundaries'];

/** Lints `code` as if it were the file at `filePath` and answers the errors of the restriction rules. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2 && (m.fatal || restrictions.includes(m.ruleId ?? '')))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const forbiddenInSrc: [string, string, string][] = [
  ['a fetch() call', 'src/features/categories/load.ts', "export const load = () => fetch('/health');"],
  ['a window.fetch() call', 'src/components/x.ts', "export const load = () => window.fetch('/health');"],
  ['XMLHttpRequest', 'src/lib/x.ts', 'export const request = new XMLHttpRequest();'],
  ['an axios import', 'src/features/categories/load.ts', "import axios from 'axios';\nexport const a = axios;"],
  [
    'an openapi-fetch import outside src/lib/api',
    'src/features/categories/client.ts',
    "import createClient from 'openapi-fetch';\nexport const c = createClient();",
  ],
  ['a hand-written /usr/v1 path', 'src/lib/session/x.ts', "export const url = '/usr/v1/info';"],
  [
    'a hand-written /adm/v1 template path',
    'src/features/categories/x.ts',
    'export const url = (id: number) => `/adm/v1/categories/${id}`;',
  ],
];

describe('eslint: the app reaches the API only through generated hooks', () => {
  it.each(forbiddenInSrc)('reports %s', async (_name, filePath, code) => {
    const found = await errors(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/generated hooks/);
  });

  it('allows openapi-fetch inside src/lib/api and generated hooks anywhere', async () => {
    expect(
      await errors('src/lib/api/x.ts', "import createClient from 'openapi-fetch';\nexport const c = createClient();"),
    ).toEqual([]);
    expect(
      await errors(
        'src/features/categories/x.ts',
        "import { useListCategories } from '../../../generated/hooks/categories/categories';\nexport const h = useListCategories;",
      ),
    ).toEqual([]);
  });

  it('allows paths that only look alike and fetch-named methods', async () => {
    const code =
      "export const a = '/category';\nexport const b = 'see /usr/v1 docs';\nexport const f = (q: { fetchQuery: () => void }) => q.fetchQuery();";
    expect(await errors('src/features/categories/x.ts', code)).toEqual([]);
  });

  it('leaves code outside src alone', async () => {
    expect(
      await errors('server/src/x.ts', "export const url = '/adm/v1/categories';\nexport const r = () => fetch(url);"),
    ).toEqual([]);
  });
});

const boundaryCases: [string, string, string][] = [
  [
    'a feature importing another feature',
    'src/features/skus/sku-form.tsx',
    "import { CategoryForm } from '../categories/category-form';",
  ],
  [
    'a feature importing another feature by a longer path',
    'src/features/skus/components/x.tsx',
    "import { CategoryForm } from '../../categories/components/category-form';",
  ],
  [
    'a component importing a feature',
    'src/components/shell/sidebar.tsx',
    "import { CategoryForm } from '../../features/categories/category-form';",
  ],
  ['lib importing a feature', 'src/lib/x.ts', "import { CategoryForm } from '../features/categories/category-form';"],
  ['lib importing a route', 'src/lib/session/x.ts', "import { route } from '../../routes/category';"],
  ['a component importing a route', 'src/components/x.tsx', "import { route } from '../routes/category';"],
  ['a feature importing a route', 'src/features/categories/x.tsx', "export { route } from '../../routes/category';"],
  ['test utilities importing a route', 'src/testing/render.tsx', "import { route } from '../routes/category';"],
];

describe('eslint: imports flow routes → features → components / lib', () => {
  it.each(boundaryCases)('reports %s', async (_name, filePath, code) => {
    const found = await errors(filePath, `${code}\nexport const used = 1;`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^local\/boundaries: /);
  });

  it.each([
    [
      'a route importing features, components and lib',
      'src/routes/category.tsx',
      "import { CategoryForm } from '../features/categories/category-form';\nimport { Shell } from '../components/shell/shell';\nimport { apiMutator } from '../lib/api/mutator';",
    ],
    ['the app importing routes', 'src/app/router.tsx', "import { route } from '../routes/category';"],
    ['a route importing another route', 'src/routes/category.tsx', "import { rootRoute } from './root';"],
    [
      'a feature importing its own files, components and lib',
      'src/features/categories/components/x.tsx',
      "import { schema } from '../schemas';\nimport { DataTable } from '../../../components/data-table/data-table';\nimport { getToken } from '../../../lib/cookies';",
    ],
    ['a component importing lib', 'src/components/x.tsx', "import { getToken } from '../lib/cookies';"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await errors(filePath, `${code}\nexport const used = 1;`)).toEqual([]);
  });
});
