// ESLint (`npm run lint`): typescript-eslint and react-hooks everywhere, plus the rules that keep the
// browser app on the generated API hooks and inside the layer boundaries of the architecture guide.
// scripts/check-lint-rules.test.ts proves every restriction below.
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const USE_HOOKS =
  'The app reaches the API only through the generated hooks (generated/hooks), so the contract types every call.';

/** Where an import points, as a path from the project root, or undefined for a package. */
function importTarget(filename, source) {
  const root = process.cwd();
  if (source.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(filename), source))
      .split(path.sep)
      .join('/');
  if (source.startsWith('src/')) return source;
  if (source.startsWith('@/')) return `src/${source.slice(2)}`;
  return undefined;
}

/** The layer a project path belongs to: app, routes, components, lib, feature:<name>, other (the rest of src). */
function layerOf(file) {
  const match = /^src\/(app|routes|components|lib|features)(?:\/([^/]+))?/.exec(file);
  if (!match) return file.startsWith('src/') ? 'other' : undefined;
  return match[1] === 'features' ? `feature:${match[2] ?? ''}` : match[1];
}

/** Why `from` may not import `to`, or undefined when it may. Imports flow routes → features → components / lib. */
function boundaryViolation(from, to) {
  if (to === 'routes' && from !== 'app' && from !== 'routes')
    return 'Only src/app and src/routes import route files; routes compose features, not the other way round.';
  if (!to.startsWith('feature:')) return undefined;
  if (from === 'components' || from === 'lib')
    return 'src/components and src/lib are shared building blocks: they must not import src/features.';
  if (from.startsWith('feature:') && from !== to)
    return 'A feature must not import another feature: move the shared part to src/components or src/lib, or compose both in a route.';
  return undefined;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(path.relative(process.cwd(), context.filename).split(path.sep).join('/'));
    const check = (node) => {
      if (!from || typeof node.source?.value !== 'string') return;
      const target = importTarget(context.filename, node.source.value);
      const to = target && layerOf(target);
      const message = to && boundaryViolation(from, to);
      if (message) context.report({ node: node.source, message: `${message} (${node.source.value})` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const apiPathLiteral = '/^\\/(usr|adm)\\/v1(\\/|$)/';
const restrictedSyntax = [
  { selector: "CallExpression[callee.name='fetch']", message: `Do not call fetch(). ${USE_HOOKS}` },
  {
    selector:
      "CallExpression > MemberExpression.callee[property.name='fetch'][object.name=/^(window|globalThis|self)$/]",
    message: `Do not call fetch(). ${USE_HOOKS}`,
  },
  { selector: "Identifier[name='XMLHttpRequest']", message: `Do not use XMLHttpRequest. ${USE_HOOKS}` },
  { selector: `Literal[value=${apiPathLiteral}]`, message: `Hand-written API path. ${USE_HOOKS}` },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${apiPathLiteral}]`,
    message: `Hand-written API path. ${USE_HOOKS}`,
  },
];

const axiosBan = { group: ['axios', 'axios/*'], message: `Do not use axios. ${USE_HOOKS}` };
const openapiFetchBan = {
  group: ['openapi-fetch', 'openapi-fetch/*'],
  message: `openapi-fetch is used only in src/lib/api. ${USE_HOOKS}`,
};

export default defineConfig(
  {
    ignores: [
      'generated/',
      'dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'data/',
      'contracts/openapi.yaml',
    ],
  },
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // As tsc's noUnusedParameters: a leading underscore marks a name kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // The server and the scripts walk untyped OpenAPI and YAML documents; `any` there is a smell, not a bug.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { ...reactHooks.configs.flat.recommended.plugins, local: { rules: { boundaries } } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      'no-restricted-imports': ['error', { patterns: [axiosBan, openapiFetchBan] }],
      'local/boundaries': 'error',
    },
  },
  {
    // The one API module: it owns the openapi-fetch client the generated hooks go through.
    files: ['src/lib/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [axiosBan] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
