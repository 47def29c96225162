// Proves the restrictions of eslint.config.js: each forbidden pattern, linted as a file at a virtual
// path in src/, is reported with a message pointing to the generated hooks, and the allowed form is not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, noServiceFolderCycles } from './service-folder-cycles.js';

const eslint = new ESLint({ cwd: process.cwd() });

const restrictions = [
  'no-restricted-syntax',
  'no-restricted-imports',
  'boundaries/element-types',
  'i18next/no-literal-string',
  'services/no-folder-cycles',
];

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
  [
    'a template path after a variable',
    'src/features/categories/x.ts',
    'export const url = (base: string) => `${base}/adm/v1/categories`;',
  ],
  [
    'a template API root after a variable',
    'src/lib/x.ts',
    'export const root = (prefix: string) => `${prefix}/usr/v1`;',
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
      "export const a = '/category';\nexport const b = 'see /usr/v1 docs';\nexport const f = (q: { fetchQuery: () => void }) => q.fetchQuery();\nexport const c = (base: string) => `${base}/usr/v10 and ${base} /adm/v1`;";
    expect(await errors('src/features/categories/x.ts', code)).toEqual([]);
  });

  it('leaves code outside src alone', async () => {
    expect(
      await errors('server/src/x.ts', "export const url = '/adm/v1/categories';\nexport const r = () => fetch(url);"),
    ).toEqual([]);
  });
});

// Import targets are real files: the boundaries rule classifies what an import resolves to.
const boundaryCases: [string, string, string, RegExp][] = [
  [
    'a feature importing another feature',
    'src/features/dashboard/x.tsx',
    "import { CategoryForm } from '../categories/category-form';",
    /A feature must not import another feature/,
  ],
  [
    'a component importing a feature',
    'src/components/shell/x.tsx',
    "import { CategoryForm } from '../../features/categories/category-form';",
    /must not import src\/features/,
  ],
  [
    'a feature importing another feature through the alias',
    'src/features/dashboard/x.tsx',
    "import { CategoryForm } from '@/features/categories/category-form';",
    /A feature must not import another feature/,
  ],
  [
    'lib importing a feature through the alias',
    'src/lib/x.ts',
    "import { CategoryForm } from '@/features/categories/category-form';",
    /must not import src\/features/,
  ],
  [
    'lib importing a feature',
    'src/lib/x.ts',
    "import { CategoryForm } from '../features/categories/category-form';",
    /must not import src\/features/,
  ],
  [
    'lib importing a route',
    'src/lib/session/x.ts',
    "import { route } from '../../routes/category';",
    /Only src\/app and src\/routes/,
  ],
  [
    'a component importing a route',
    'src/components/x.tsx',
    "import { route } from '../routes/category';",
    /Only src\/app/,
  ],
  [
    'a feature importing a route',
    'src/features/categories/x.tsx',
    "export { route } from '../../routes/category';",
    /Only src\/app/,
  ],
  [
    'test utilities importing a route',
    'src/testing/x.tsx',
    "import { route } from '../routes/category';",
    /Only src\/app/,
  ],
  [
    "the app's own code importing test utilities",
    'src/features/categories/x.tsx',
    "import { renderWithProviders } from '../../testing/render';",
    /must not import testing/,
  ],
  [
    'a server service importing a plugin',
    'server/src/services/users/x.ts',
    "import db from '../../plugins/app/db';",
    /The server imports one way/,
  ],
  [
    'server lib importing a service',
    'server/src/lib/x.ts',
    "import { userHandlers } from '../services/users/handlers';",
    /The server imports one way/,
  ],
  [
    'the database layer importing lib',
    'server/src/db/x.ts',
    "import { HttpError } from '../lib/http-error';",
    /The server imports one way/,
  ],
];

describe('eslint: imports flow one way (routes → features → components / lib; app → plugins → services → lib → db)', () => {
  it.each(boundaryCases)('reports %s', async (_name, filePath, code, message) => {
    const found = await errors(filePath, `${code}\nexport const used = 1;`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^boundaries\/element-types: /);
    expect(found[0]).toMatch(message);
  });

  it.each([
    [
      'a route importing features, components and lib',
      'src/routes/x.tsx',
      "import { CategoryForm } from '../features/categories/category-form';\nimport { AdminShell } from '../components/shell/admin-shell';\nimport { apiMutator } from '../lib/api/mutator';",
    ],
    ['the app importing routes', 'src/app/x.tsx', "import { categoryRoute } from '../routes/category';"],
    ['a route importing another route', 'src/routes/x.tsx', "import { rootRoute } from './__root';"],
    [
      'a feature importing its own files, components and lib',
      'src/features/categories/components/x.tsx',
      "import { categoryFormSchema } from '../schemas';\nimport { DataTable } from '../../../components/data-table/data-table';\nimport { getToken } from '../../../lib/cookies';",
    ],
    ['a component importing lib', 'src/components/x.tsx', "import { getToken } from '../lib/cookies';"],
    [
      'a test importing test utilities',
      'src/features/categories/x.test.tsx',
      "import { renderWithProviders } from '../../testing/render';",
    ],
    [
      'a server service importing lib, the database and another service',
      'server/src/services/users/x.ts',
      "import { currentUser } from '../../lib/current-user';\nimport { users } from '../../db/schema';\nimport { revokeUserSessions } from '../auth/sessions';",
    ],
    [
      'a plugin importing a service',
      'server/src/plugins/app/x.ts',
      "import { resolveSession } from '../../services/auth/sessions';",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await errors(filePath, `${code}\nexport const used = 1;`)).toEqual([]);
  });
});

describe('eslint: every visible text goes through the translation layer', () => {
  it.each([
    ['text in JSX', 'export const Greeting = () => <p>Welcome back</p>;'],
    ['a literal accessible name', 'export const Close = () => <button aria-label="Close dialog" />;'],
    ['a literal placeholder', 'export const Search = () => <input placeholder="Search by name" />;'],
  ])('reports %s', async (_name, code) => {
    const found = await errors('src/components/x.tsx', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^i18next\/no-literal-string: .*translation layer/);
  });

  it('allows translated text, styling props and tests', async () => {
    const code =
      "import { t } from '../lib/i18n';\nexport const Lead = () => <p className=\"lead\" title={t('app.title')}>{t('app.brand')}</p>;";
    expect(await errors('src/components/x.tsx', code)).toEqual([]);
    expect(await errors('src/components/x.test.tsx', 'export const Fixture = () => <p>Fixture text</p>;')).toEqual([]);
  });
});

describe("eslint: the server's service folders import each other one way", () => {
  it('reports a folder importing one that imports it back', async () => {
    const found = await errors(
      'server/src/services/payment-gateways/x.ts',
      "import { applyNotification } from '../sales/payments';\nexport const used = applyNotification;",
    );
    expect(found).toEqual([
      'services/no-folder-cycles: services/payment-gateways imports services/sales, which imports it back (payment-gateways → sales → payment-gateways): move what both need into one folder that the other imports, or into a lower layer.',
    ]);
  });

  it('reports one that imports it back through other folders, and an export or a dynamic import alike', async () => {
    // A tree of its own: b imports c, and c imports a.
    const root = mkdtempSync(join(tmpdir(), 'service-cycles-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('server/src/services/a/one.ts', 'export const a = 1;\n');
    write('server/src/services/b/two.ts', "import { c } from '../c/three';\nexport const b = c;\n");
    write('server/src/services/c/three.ts', "import { a } from '../a/one';\nexport const c = a;\n");
    write('server/src/services/d/four.ts', 'export const d = 4;\n');
    const fixture = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { services: { rules: { 'no-folder-cycles': noServiceFolderCycles } } },
        rules: { 'services/no-folder-cycles': 'error' },
      },
    });
    const lint = async (code: string) => {
      const [result] = await fixture.lintText(code, { filePath: join(root, 'server/src/services/a/x.ts') });
      return (result?.messages ?? []).map((m) => m.message);
    };
    const chain = /^services\/a imports services\/b, which imports it back \(a → b → c → a\)/;
    expect(await lint("import { b } from '../b/two';\nexport const x = b;")).toEqual([expect.stringMatching(chain)]);
    expect(await lint("export { b } from '../b/two';")).toEqual([expect.stringMatching(chain)]);
    expect(await lint("export const x = () => import('../b/two');")).toEqual([expect.stringMatching(chain)]);
    expect(await lint("import { d } from '../d/four';\nimport { a } from './one';\nexport const x = d + a;")).toEqual(
      [],
    );
    // On disk, the tree has no cycle until a file of a imports b.
    expect(folderCycles(join(root, 'server/src/services'))).toEqual([]);
    write('server/src/services/a/five.ts', "import { b } from '../b/two';\nexport const e = b;\n");
    expect(folderCycles(join(root, 'server/src/services'))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('allows a folder importing one that does not import it back', async () => {
    expect(
      await errors(
        'server/src/services/orders/x.ts',
        "import { mayMove } from '../sales/life-cycle';\nexport const used = mayMove;",
      ),
    ).toEqual([]);
  });

  it("finds no cycle among the server's service folders", () => {
    expect(folderCycles()).toEqual([]);
  });
});
