// Generates React Query hooks, MSW handlers and zod schemas from the bundled contracts into
// generated/: the back office's from contracts/openapi.yaml (without the customer app's operations),
// the customer app's from contracts/app/openapi.yaml into generated/app, on its own mutator.
import { defineConfig } from 'orval';

const appTags = [/^app-/];
const admin = {
  target: './contracts/openapi.yaml',
  filters: { mode: 'exclude' as const, tags: appTags, schemas: [/^App/] },
};
const app = { target: './contracts/app/openapi.yaml' };
const query = { version: 5 as const, useQuery: true, signal: true, shouldExportQueryKey: true };
const zodOverride = { zod: { generate: { param: true, query: true, header: false, body: true, response: true } } };

export default defineConfig({
  hooks: {
    input: admin,
    output: {
      mode: 'tags-split',
      target: './generated/hooks',
      schemas: './generated/model',
      client: 'react-query',
      // MSW handlers per tag (`*.msw.ts`), so component tests run the real hooks against a mocked API.
      mock: { type: 'msw', delay: false, useExamples: true },
      clean: true,
      prettier: false,
      // The app's compiler options: the mutator is app code (tsconfig.json only lists the projects).
      tsconfig: './tsconfig.app.json',
      override: {
        mutator: { path: './src/lib/api/mutator.ts', name: 'apiMutator' },
        query,
      },
    },
  },
  zod: {
    input: admin,
    output: {
      mode: 'tags-split',
      target: './generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      prettier: false,
      tsconfig: './tsconfig.app.json',
      override: zodOverride,
    },
  },
  appHooks: {
    input: app,
    output: {
      mode: 'tags-split',
      target: './generated/app/hooks',
      schemas: './generated/app/model',
      client: 'react-query',
      mock: { type: 'msw', delay: false, useExamples: true },
      clean: true,
      prettier: false,
      tsconfig: './tsconfig.app.json',
      override: {
        mutator: { path: './src/lib/api/customer-mutator.ts', name: 'customerMutator' },
        query,
      },
    },
  },
  appZod: {
    input: app,
    output: {
      mode: 'tags-split',
      target: './generated/app/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      prettier: false,
      tsconfig: './tsconfig.app.json',
      override: zodOverride,
    },
  },
});
