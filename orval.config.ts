// Generates React Query hooks, MSW handlers and zod schemas from the bundled contract into generated/.
import { defineConfig } from 'orval';

const input = { target: './contracts/openapi.yaml' };

export default defineConfig({
  hooks: {
    input,
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
        query: { version: 5, useQuery: true, signal: true, shouldExportQueryKey: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      prettier: false,
      tsconfig: './tsconfig.app.json',
      override: {
        zod: { generate: { param: true, query: true, header: false, body: true, response: true } },
      },
    },
  },
});
