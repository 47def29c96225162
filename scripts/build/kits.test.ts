import { describe, expect, it } from 'vitest';
import { kits } from './kits';

/** A module graph: each module's code, static imports and lazy importers. */
type Graph = Record<string, { code?: string; imports?: string[]; lazy?: boolean; exports?: string[] }>;

const M = '/app/node_modules/@mantine/core/esm';
const graph: Graph = {
  '/app/src/routes/tree.ts': { code: 'lazy pages', imports: [] },
  '/app/src/features/auth/login-page.tsx': {
    lazy: true,
    code: "import { Button } from '@mantine/core'; Button;",
    imports: [`${M}/index.mjs`, '/app/src/components/form/field.tsx'],
  },
  '/app/src/features/orders/order-page.tsx': {
    lazy: true,
    code: "import { Button, DatePicker } from '@mantine/core'; Button; DatePicker;",
    imports: [`${M}/index.mjs`, '/app/src/components/data-table/data-table.tsx'],
  },
  '/app/src/features/skus/sku-page.tsx': {
    lazy: true,
    code: "import { DatePicker } from '@mantine/core'; DatePicker;",
    imports: [`${M}/index.mjs`, '/app/src/components/data-table/data-table.tsx'],
  },
  '/app/src/features/skus/sku-dialog.tsx': {
    lazy: true,
    code: "import { NumberField } from '../../components/form/number-field'; NumberField;",
    imports: ['/app/src/components/form/number-field.tsx'],
  },
  '/app/src/features/orders/order-drawer.tsx': {
    lazy: true,
    code: 'NumberField',
    imports: ['/app/src/components/form/number-field.tsx'],
  },
  '/app/src/components/form/field.tsx': { code: 'export const field = 1;' },
  '/app/src/components/form/number-field.tsx': { code: 'export const NumberField = 1;' },
  '/app/src/components/data-table/data-table.tsx': { code: 'export const DataTable = 1;' },
  [`${M}/index.mjs`]: {
    code: [
      "export { Button } from './components/Button/Button.mjs';",
      "export { DatePicker } from './components/DatePicker/DatePicker.mjs';",
      "export { Slider } from './components/Slider/Slider.mjs';",
    ].join('\n'),
    imports: [
      `${M}/components/Button/Button.mjs`,
      `${M}/components/DatePicker/DatePicker.mjs`,
      `${M}/components/Slider/Slider.mjs`,
    ],
  },
  [`${M}/components/Button/Button.mjs`]: { code: 'export const Button = 1;', exports: ['Button'] },
  [`${M}/components/DatePicker/DatePicker.mjs`]: { code: 'export const DatePicker = 1;', exports: ['DatePicker'] },
  [`${M}/components/Slider/Slider.mjs`]: { code: 'export const Slider = 1;', exports: ['Slider'] },
  '/app/node_modules/recharts/index.js': { code: 'export const Chart = 1;' },
};

/** The kit each module goes into, with the graph read as the bundler would hand it over. */
function chunkNames(modules: Graph) {
  const info = (id: string) => {
    const module = modules[id];
    if (!module) return null;
    const importers = Object.keys(modules).filter((other) => modules[other]!.imports?.includes(id));
    return {
      id,
      code: module.code ?? '',
      importedIds: module.imports ?? [],
      importers,
      dynamicImporters: module.lazy ? ['/app/src/routes/tree.ts'] : [],
      exports: module.exports ?? [],
    };
  };
  const { plugin, groups } = kits();
  const context = { getModuleIds: () => Object.keys(modules).values(), getModuleInfo: info };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  const name = groups[0]!.name as (id: string, ctx: { getModuleInfo: typeof info }) => string | null;
  return (id: string) => name(id, { getModuleInfo: info });
}

describe('the kits', () => {
  const kitOf = chunkNames(graph);

  it('puts what sign-in loads in the sign-in kit, through Mantine’s index only what it names', () => {
    expect(kitOf(`${M}/components/Button/Button.mjs`)).toBe('sign-in-kit');
    expect(kitOf('/app/src/components/form/field.tsx')).toBe('sign-in-kit');
  });

  it('puts what two screens load, and sign-in does not, in the admin kit', () => {
    expect(kitOf(`${M}/components/DatePicker/DatePicker.mjs`)).toBe('admin-kit');
    expect(kitOf('/app/src/components/data-table/data-table.tsx')).toBe('admin-kit');
  });

  it('puts what the dialogs and drawers of two screens load in the admin parts', () => {
    expect(kitOf('/app/src/components/form/number-field.tsx')).toBe('admin-parts');
  });

  it('leaves a screen’s own code, a lazily loaded module, unused exports and charts alone', () => {
    expect(kitOf('/app/src/features/orders/order-page.tsx')).toBeNull();
    expect(kitOf(`${M}/components/Slider/Slider.mjs`)).toBeNull();
    expect(kitOf('/app/node_modules/recharts/index.js')).toBeNull();
  });

  it('puts the generated schemas two dialogs share in the admin schemas, apart from the admin parts', () => {
    const names = chunkNames({
      ...graph,
      '/app/src/features/skus/sku-dialog.tsx': {
        lazy: true,
        code: 'NumberField; skuBody;',
        imports: ['/app/src/components/form/number-field.tsx', '/app/generated/zod/skus/skus.zod.ts'],
      },
      '/app/src/features/orders/order-drawer.tsx': {
        lazy: true,
        code: 'NumberField; skuBody;',
        imports: ['/app/src/components/form/number-field.tsx', '/app/generated/zod/skus/skus.zod.ts'],
      },
      '/app/generated/zod/skus/skus.zod.ts': { code: 'export const skuBody = 1;' },
    });
    expect(names('/app/generated/zod/skus/skus.zod.ts')).toBe('admin-schemas');
    expect(names('/app/src/components/form/number-field.tsx')).toBe('admin-parts');
  });

  it('leaves a library only a chart library loads with the charts, whoever loads them', () => {
    // The dashboard's chart loads the chart library, which loads lodash.
    const charts: Graph = {
      ...graph,
      '/app/src/features/dashboard/sales-chart.tsx': {
        lazy: true,
        code: 'Chart;',
        imports: ['/app/node_modules/recharts/index.js'],
      },
      '/app/node_modules/recharts/index.js': {
        code: 'export const Chart = 1;',
        imports: ['/app/node_modules/lodash/get.js'],
      },
      '/app/node_modules/lodash/get.js': { code: 'export default 1;' },
    };
    const names = chunkNames({
      ...charts,
      '/app/src/features/reports/report-chart.tsx': {
        lazy: true,
        code: 'Chart; get;',
        imports: ['/app/node_modules/recharts/index.js'],
      },
    });
    expect(names('/app/node_modules/lodash/get.js')).toBeNull();
    // Loaded directly by a dialog as well, it is shared code like any other.
    const shared = chunkNames({
      ...charts,
      '/app/src/features/orders/order-drawer.tsx': {
        lazy: true,
        code: 'get;',
        imports: ['/app/node_modules/lodash/get.js'],
      },
    });
    expect(shared('/app/node_modules/lodash/get.js')).toBe('admin-parts');
  });

  it('puts what two screens of one feature alone load in that feature’s kit', () => {
    const names = chunkNames({
      ...graph,
      '/app/src/features/orders/order-page.tsx': { lazy: true, code: '', imports: [] },
      '/app/src/features/skus/sku-list-page.tsx': {
        lazy: true,
        code: "import { DatePicker } from '@mantine/core'; DatePicker;",
        imports: [`${M}/index.mjs`, '/app/src/components/data-table/data-table.tsx'],
      },
    });
    expect(names(`${M}/components/DatePicker/DatePicker.mjs`)).toBe('skus-kit');
    expect(names('/app/src/components/data-table/data-table.tsx')).toBe('skus-kit');
  });

  it('keeps code one screen alone loads with that screen', () => {
    const names = chunkNames({
      ...graph,
      '/app/src/features/skus/sku-page.tsx': { lazy: true, code: '', imports: [] },
    });
    expect(names(`${M}/components/DatePicker/DatePicker.mjs`)).toBeNull();
  });
});
