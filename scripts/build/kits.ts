// How the browser app's shared code is cut into files (see vite.config.ts).
//
// Left to the bundler, the code the screens share is cut into one chunk per combination of screens
// that use it: over a hundred files of one or two kilobytes for a list screen, each a request that
// waits its turn on a phone's connection (six at a time over HTTP/1.1, a round trip each on slow
// 4G). Instead the shared code goes into a few kits, each downloaded once and cached:
// - the sign-in kit: the shared code sign-in and password recovery load (every other page too);
// - the shared kit: what the customer app's menu loads and staff screens also do;
// - the customer kit: what the customer app's menu alone loads;
// - the shared later kit: what the customer app loads later (checkout, orders) and staff screens
//   also do;
// - the admin kit: what the admin shell, or the screens of two features or more, load before they
//   show;
// - a feature's kit (`orders-kit`): what two screens or more of one feature alone load (the generated
//   schemas of its forms, its columns), so the other features' screens do not load and run it;
// - the admin parts: what the dialogs and drawers of two screens or more load when first opened;
// - the admin schemas: the generated form schemas among those, apart, because running them builds
//   every schema in the file: the parts that load with a screen (the list's cards or table, the
//   shell's live orders) share the admin parts, not the schemas.
// Code one screen alone loads stays with it; charts, QR codes and web push stay with the few screens
// that load them, and so do the libraries only they load (lodash, for the charts).
//
// Which pages load a module is read from the module graph before the chunks are cut: the static
// imports from each lazily loaded module (a screen, a dialog). Through a barrel (a module that only
// passes on others' exports, like Mantine's index), only the exports a module names are followed,
// as the bundler's tree-shaking does: a screen that imports Button from Mantine loads Button, not
// the date pickers.
import type { Plugin, Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

const SEP = String.raw`[\\/]`;
/** The pages outside the admin shell that staff load signed out: sign-in and password recovery. */
const SIGN_IN = new RegExp(`src${SEP}features${SEP}auth${SEP}(login-page|forget-password${SEP})`);
/** The customer app's first load: the app with its menu. */
const CUSTOMER_FIRST = new RegExp(`src${SEP}features${SEP}customer${SEP}customer-app\\.tsx$`);
/** Any lazily loaded module of the customer app. */
const CUSTOMER = new RegExp(`src${SEP}features${SEP}customer${SEP}`);
/** A screen (routes load `…-page.tsx`). */
const SCREEN = /-page\.tsx$/;
/** The feature a module belongs to (its folder under src/features). */
const FEATURE = new RegExp(`src${SEP}features${SEP}([\\w-]+)${SEP}`);
/** The admin shell around the signed-in screens. */
const SHELL = new RegExp(`src${SEP}components${SEP}shell${SEP}admin-shell\\.tsx$`);
/** The code screens share: libraries, the kits, the generated client. */
const SHARED_CODE = new RegExp(`node_modules|src${SEP}(components|lib)${SEP}|generated${SEP}`);
/** Libraries a few screens load on demand, heavy enough to stay out of the kits: charts, QR codes, web push. */
const ON_DEMAND = new RegExp(
  `node_modules${SEP}(recharts|@mantine${SEP}charts|d3-|victory-vendor|qrcode|firebase|@firebase)`,
);

/** An icon: a few hundred bytes each, not worth a request of their own. */
const ICON = new RegExp(`node_modules${SEP}@tabler${SEP}icons-react${SEP}`);
/** A generated schema module (`generated/zod/skus/skus.zod.ts`). */
const SCHEMAS = new RegExp(`generated${SEP}zod${SEP}`);

/** A stylesheet of @mantine/core's, per component (`@mantine/core/styles/Drawer.css`). */
const MANTINE_STYLESHEET = new RegExp(`^(.*node_modules${SEP}@mantine${SEP}core${SEP})styles${SEP}(\\w+)\\.css$`);

const baseName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
const identifiers = (code: string) => new Set(code.match(/[A-Za-z_$][\w$]*/g));

/** A barrel's exports: each name with the module it comes from; `*` for what `export *` passes on. */
function barrelExports(module: ModuleInfo): Map<string, string[]> | null {
  const code = (module.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const statements = code.split(';').filter((statement) => statement.trim() !== '');
  const gathersOnly = statements.every((statement) =>
    /^\s*((export|import)\b[^]*\bfrom\s*["'][^"']+["']|import\s*["'][^"']+["']|export\s*\{[^}]*\})\s*$/.test(statement),
  );
  if (!gathersOnly || statements.length === 0) return null;
  const byFile = new Map(module.importedIds.map((id) => [baseName(id), id]));
  const exports = new Map<string, string[]>();
  const add = (name: string, source: string) => {
    const id = byFile.get(baseName(source));
    if (id) exports.set(name, [...(exports.get(name) ?? []), id]);
  };
  const namespaces = new Map<string, string>();
  for (const [, local, source] of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g))
    namespaces.set(local!, source!);
  for (const [, list, source] of code.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
    for (const entry of list!.split(',')) {
      const [local, exported = local] = entry.trim().split(/\s+as\s+/);
      if (!local) continue;
      const from = source ?? namespaces.get(local);
      if (from) add(exported!, from);
    }
  }
  for (const [, source] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) add('*', source!);
  for (const [, exported, source] of code.matchAll(/export\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g))
    add(exported!, source!);
  return exports;
}

/**
 * The chunking groups and the plugin that reads the module graph for them: `plugin` goes in Vite's
 * plugins, `groups` in `build.rolldownOptions.output.codeSplitting.groups`.
 */
export function kits(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  /** For each module, the lazily loaded modules that load it. */
  const loadedBy = new Map<string, Set<string>>();
  /** The modules some page loads other than through a library loaded on demand (ON_DEMAND). */
  const reachedDirectly = new Set<string>();

  function readGraph(ids: string[], info: (id: string) => ModuleInfo | null) {
    const barrels = new Map<string, Map<string, string[]> | null>();
    const barrelOf = (id: string) => {
      if (!barrels.has(id)) {
        const module = info(id);
        barrels.set(id, module ? barrelExports(module) : null);
      }
      return barrels.get(id)!;
    };
    const words = new Map<string, Set<string>>();
    const wordsOf = (module: ModuleInfo) => {
      let found = words.get(module.id);
      if (!found) words.set(module.id, (found = identifiers(module.code ?? '')));
      return found;
    };
    for (const entry of ids) {
      const module = info(entry);
      if (!module || module.dynamicImporters.length === 0) continue;
      // Each module is visited once directly and once behind an on-demand library, at most.
      const seen = new Set<string>();
      const visit = (id: string, behind: boolean) => {
        const key = `${behind ? '>' : ''}${id}`;
        // Visited directly, a module's imports were visited directly too.
        if (seen.has(key) || (behind && seen.has(id))) return;
        seen.add(key);
        let by = loadedBy.get(id);
        if (!by) loadedBy.set(id, (by = new Set()));
        by.add(entry);
        const onDemand = behind || ON_DEMAND.test(id);
        if (!onDemand) reachedDirectly.add(id);
        const current = info(id);
        if (!current) return;
        for (const dependency of current.importedIds) {
          const barrel = barrelOf(dependency);
          if (barrel) throughBarrel(dependency, barrel, wordsOf(current), new Set(), onDemand);
          else visit(dependency, onDemand);
        }
      };
      /** Follows, through a barrel, the exports the importing module names (all, for `export *`). */
      const throughBarrel = (
        id: string,
        barrel: Map<string, string[]>,
        named: Set<string>,
        passed: Set<string>,
        behind: boolean,
      ) => {
        if (passed.has(id)) return;
        passed.add(id);
        for (const [name, sources] of barrel) {
          if (name !== '*' && !named.has(name)) continue;
          for (const source of sources) {
            const inner = barrelOf(source);
            if (inner) throughBarrel(source, inner, named, passed, behind);
            else visit(source, behind);
          }
        }
      };
      visit(entry, false);
    }
  }

  /** A screen's feature: its folder under src/features, or the first such folder it imports from. */
  const featureOf = (screen: string, ctx: Rolldown.ChunkingContext): string => {
    const folder = (id: string) => FEATURE.exec(id)?.[1];
    return folder(screen) ?? ctx.getModuleInfo(screen)?.importedIds.map(folder).find(Boolean) ?? screen;
  };

  const name = (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (!SHARED_CODE.test(id) || ON_DEMAND.test(id)) return null;
    // A library only an on-demand one loads (the charts' lodash) loads with it.
    if (loadedBy.has(id) && !reachedDirectly.has(id)) return null;
    // A Mantine component's stylesheet goes where its code goes: a kit that carries a component
    // carries its styles, whichever screen imported them.
    const stylesheet = MANTINE_STYLESHEET.exec(id);
    if (stylesheet) {
      const [, root, component] = stylesheet;
      const classes = `${root}esm/components/${component}/${component}.module.css.mjs`;
      if (loadedBy.has(classes)) return name(classes, ctx);
    }
    // A lazily loaded module (the shell, a dialog) keeps a file of its own, loaded when it is.
    if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    const entries = [...(loadedBy.get(id) ?? [])];
    if (entries.some((entry) => SIGN_IN.test(entry))) return 'sign-in-kit';
    const staff = entries.filter((entry) => !CUSTOMER.test(entry));
    if (entries.some((entry) => CUSTOMER_FIRST.test(entry))) return staff.length > 0 ? 'shared-kit' : 'customer-kit';
    if (staff.length < entries.length) return staff.length > 0 ? 'shared-later-kit' : null;
    // An icon two pages or parts share goes with the admin shell's icons.
    if (ICON.test(id) && entries.length >= 2) return 'admin-kit';
    const screens = entries.filter((entry) => SCREEN.test(entry));
    const features = new Set(screens.map((entry) => featureOf(entry, ctx)));
    if (features.size >= 2 || entries.some((entry) => SHELL.test(entry))) return 'admin-kit';
    if (screens.length >= 2) return `${[...features][0]}-kit`;
    if (screens.length > 0 || entries.length < 2) return null;
    return SCHEMAS.test(id) ? 'admin-schemas' : 'admin-parts';
  };

  return {
    plugin: {
      name: 'kits',
      apply: 'build',
      buildEnd() {
        loadedBy.clear();
        reachedDirectly.clear();
        readGraph([...this.getModuleIds()], (id) => this.getModuleInfo(id));
      },
    },
    // A kit's modules' own imports stay where they belong: a module the sign-in kit needs is in the
    // sign-in kit already, and pulling it into the admin kit would make sign-in load that.
    groups: [{ name, includeDependenciesRecursively: false }],
  };
}
