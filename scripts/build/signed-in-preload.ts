// Signed in, a page needs the admin shell's code as well as the app's: the shell, the admin kit and
// the texts they show. Left to the app, their download starts only once the app's own code has
// arrived, been run and found a session cookie: on a phone's connection, over a second after the
// page asked for the app. This plugin writes a small script, `assets/signed-in-<hash>.js`, which
// index.html loads alongside the app; when the page has a session cookie, it asks the browser to
// fetch those files at once (`modulepreload`, and `preload` for their stylesheets). Signed out (the
// sign-in page), it fetches nothing. The script is a file, not inline: the Content-Security-Policy
// allows no inline script.
import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/** The module whose code the signed-in pages load first (see components/shell/load-admin-shell). */
const SHELL = /[\\/]src[\\/]components[\\/]shell[\\/]admin-shell\.tsx$/;
/** The shell's English texts, which load with it (English is loaded as the fallback in every language). */
const SHELL_TEXTS = /[\\/]locales[\\/]en[\\/]common\.json$/;

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files a chunk loads before it runs: itself, its static imports in turn, and their stylesheets. */
export function filesOf(start: Chunk, chunks: Map<string, Chunk>): string[] {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...files];
}

/** The script: with a session cookie, the files are fetched at once. */
export function preloadScript(files: string[]): string {
  return [
    '// With a session cookie, the admin shell is coming: its files are fetched alongside the app.',
    'if (/(?:^|;\\s*)token=/.test(document.cookie))',
    `  for (const href of ${JSON.stringify(files.map((file) => `/${file}`))}) {`,
    "    const link = document.createElement('link');",
    "    if (href.endsWith('.css')) (link.rel = 'preload'), (link.as = 'style');",
    "    else link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '',
  ].join('\n');
}

export function signedInPreload(): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Chunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const html = bundle['index.html'];
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const shell = [...chunks.values()].find((chunk) => SHELL.test(chunk.facadeModuleId ?? ''));
      const texts = [...chunks.values()].find((chunk) => SHELL_TEXTS.test(chunk.facadeModuleId ?? ''));
      if (!html || html.type !== 'asset' || !entry || !shell || !texts) {
        this.error('signed-in-preload: index.html, the entry, the admin shell or its texts is missing from the build');
      }
      // What the entry loads, index.html asks for already.
      const loaded = new Set(filesOf(entry, chunks));
      const files = [...filesOf(shell, chunks), ...filesOf(texts, chunks)].filter((file) => !loaded.has(file));
      const source = preloadScript([...new Set(files)]);
      const fileName = `assets/signed-in-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // Async: it runs as soon as it arrives, before the app's larger file has.
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script type="module" async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}
