// ESLint (`npm run lint`): typescript-eslint and react-hooks everywhere, plus the rules that keep the
// browser app on the generated API hooks, both the app and the server inside the layer boundaries of
// the architecture guide (eslint-plugin-boundaries), either free of import cycles (import-x), and
// the server's service folders importing each other one way (./scripts/checks/service-folder-cycles).
// scripts/checks/lint-rules.test.ts proves every restriction below.
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noServiceFolderCycles } from './scripts/checks/service-folder-cycles.js';

const USE_HOOKS =
  'The app reaches the API only through the generated hooks (generated/hooks), so the contract types every call.';

// The layers of the app and of the server. Imports flow one way: routes → features → components / lib
// in the app; app → plugins → services → lib → db → config in the server.
const elements = [
  { type: 'app', pattern: 'src/app/**', mode: 'full' },
  { type: 'main', pattern: 'src/main.tsx', mode: 'full' },
  { type: 'routes', pattern: 'src/routes/**', mode: 'full' },
  { type: 'feature', pattern: 'src/features/*/**', mode: 'full', capture: ['name'] },
  { type: 'components', pattern: 'src/components/**', mode: 'full' },
  { type: 'lib', pattern: 'src/lib/**', mode: 'full' },
  { type: 'testing', pattern: 'src/testing/**', mode: 'full' },
  { type: 'generated', pattern: 'generated/**', mode: 'full' },
  { type: 'server-config', pattern: 'server/src/config.ts', mode: 'full' },
  { type: 'server-seed', pattern: 'server/src/seed/**', mode: 'full' },
  { type: 'server-db', pattern: 'server/src/db/**', mode: 'full' },
  { type: 'server-lib', pattern: 'server/src/lib/**', mode: 'full' },
  { type: 'server-services', pattern: 'server/src/services/**', mode: 'full' },
  { type: 'server-plugins', pattern: 'server/src/plugins/**', mode: 'full' },
  { type: 'server-cli', pattern: 'server/src/cli/**', mode: 'full' },
  { type: 'server-app', pattern: 'server/src/*.ts', mode: 'full' },
];

const FEATURE_ALONE =
  'A feature must not import another feature: move the shared part to src/components or src/lib, or compose both in a route.';
const SHARED_ONLY = 'src/components and src/lib are shared building blocks: they must not import src/features.';
const ROUTES_ON_TOP =
  'Only src/app and src/routes import route files; routes compose features, not the other way round.';
const SERVER_LAYERS =
  'The server imports one way, app → plugins → services → lib → db → config: move what both sides need down a layer.';

const SERVER = [
  'server-app',
  'server-cli',
  'server-seed',
  'server-plugins',
  'server-services',
  'server-lib',
  'server-db',
];
const below = (layer) => SERVER.slice(SERVER.indexOf(layer) + 1);

/** Which layers each layer may import (packages are not checked); the last rule that matches decides. */
const layerRules = (testing) => [
  { from: 'main', allow: ['app'] },
  { from: 'app', allow: ['app', 'routes', 'components', 'lib', 'generated'] },
  { from: 'routes', allow: ['routes', 'feature', 'components', 'lib', 'generated', ...testing] },
  { from: 'feature', allow: [['feature', { name: '${from.name}' }], 'components', 'lib', 'generated', ...testing] },
  { from: 'feature', disallow: [['feature', { name: '!${from.name}' }]], message: FEATURE_ALONE },
  { from: 'components', allow: ['components', 'lib', 'generated', ...testing] },
  { from: 'lib', allow: ['lib', 'generated', ...testing] },
  { from: ['components', 'lib'], disallow: ['feature'], message: SHARED_ONLY },
  { from: 'testing', allow: ['testing', 'app', 'components', 'lib', 'generated'] },
  { from: ['feature', 'components', 'lib', 'testing'], disallow: ['routes'], message: ROUTES_ON_TOP },
  // orval's hooks call the app's one API module (the mutator).
  { from: 'generated', allow: ['generated', 'lib'] },
  // Each server layer imports its own and the ones below it (a service may use another service).
  ...SERVER.map((layer) => ({ from: layer, allow: [layer, ...below(layer), 'server-config', 'generated'] })),
  ...SERVER.map((layer) => ({
    from: layer,
    disallow: SERVER.slice(0, SERVER.indexOf(layer)),
    message: SERVER_LAYERS,
  })),
];

const layerRule = (testing) => [
  'error',
  {
    default: 'disallow',
    message: '${file.type} must not import ${dependency.type}.',
    rules: layerRules(testing),
  },
];

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
  // `/adm/v1/…` at the start of a template literal, or right after a variable (`${base}/usr/v1`).
  {
    selector: `TemplateLiteral > TemplateElement[value.raw=${apiPathLiteral}]`,
    message: `Hand-written API path. ${USE_HOOKS}`,
  },
];

const axiosBan = { group: ['axios', 'axios/*'], message: `Do not use axios. ${USE_HOOKS}` };
const dialogFrames = {
  name: '@mantine/core',
  importNames: ['Modal', 'Drawer'],
  message: 'Use Modal and Drawer from src/components/feedback/dialog: they load once the screen has shown.',
};
const openapiFetchBan = {
  group: ['openapi-fetch', 'openapi-fetch/*'],
  message: `openapi-fetch is used only in src/lib/api. ${USE_HOOKS}`,
};

export default defineConfig(
  {
    ignores: [
      'generated/',
      'dist/',
      'dist-server/',
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
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'generated/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // The app's aliases (`@/`, `@generated/`) resolve through tsconfig.app.json's paths.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.app.json' }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': {
        typescript: { project: 'tsconfig.app.json' },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      'boundaries/element-types': layerRule([]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A service folder may use another, but two folders never use each other, directly or not.
    files: ['server/src/services/**/*.ts'],
    plugins: { services: { rules: { 'no-folder-cycles': noServiceFolderCycles } } },
    rules: { 'services/no-folder-cycles': 'error' },
  },
  {
    // Tests may use the test utilities and build the app around what they test; the app's own code
    // may not (test utilities would ship to browsers).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': layerRule(['testing', 'app']) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      'no-restricted-imports': ['error', { paths: [dialogFrames], patterns: [axiosBan, openapiFetchBan] }],
    },
  },
  {
    // Where Mantine's modal and drawer are loaded from, on demand.
    files: ['src/components/feedback/dialog-frames.ts', 'src/components/data-table/table-inputs*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [axiosBan, openapiFetchBan] }] },
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
  {
    // Every text a person reads goes through the translation layer (src/lib/i18n): no literal text
    // in JSX, nor in the props that are read out or shown (labels, titles, placeholders, …).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'alt',
              'title',
              'placeholder',
              'label',
              'description',
              'message',
              'emptyMessage',
              'submitLabel',
              'confirmLabel',
              'nothingFoundMessage',
            ],
          },
          message:
            'Show text through the translation layer: t(...) with the English and Indonesian texts in src/lib/i18n/locales.',
        },
      ],
    },
  },
  {
    // Tests stand in for the API (MSW handlers by path); they never call it themselves.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax.filter((rule) => !rule.message.startsWith('Hand-written'))],
    },
  },
);
