import { describe, expect, it } from 'vitest';
import { filesOf, preloadScript } from './signed-in-preload';

type Chunk = Parameters<typeof filesOf>[0];
const chunk = (fileName: string, imports: string[], css: string[] = []) =>
  ({ fileName, imports, viteMetadata: { importedCss: new Set(css) } }) as unknown as Chunk;

describe('the signed-in preload', () => {
  it('lists a chunk, what it imports in turn and their stylesheets, once each', () => {
    const chunks = new Map(
      [
        chunk('assets/shell.js', ['assets/kit.js', 'assets/words.js'], ['assets/shell.css']),
        chunk('assets/kit.js', ['assets/words.js'], ['assets/kit.css']),
        chunk('assets/words.js', []),
        chunk('assets/screen.js', ['assets/kit.js']),
      ].map((c) => [c.fileName, c]),
    );
    expect(filesOf(chunks.get('assets/shell.js')!, chunks)).toEqual([
      'assets/shell.js',
      'assets/shell.css',
      'assets/kit.js',
      'assets/kit.css',
      'assets/words.js',
    ]);
  });

  /** Runs the script against a page with these cookies; returns the links it added. */
  function run(cookie: string) {
    const added: { rel: string; as?: string; href: string }[] = [];
    const document = {
      cookie,
      createElement: () => ({}) as { rel: string; as?: string; href: string },
      head: { append: (link: (typeof added)[number]) => added.push(link) },
    };
    new Function('document', preloadScript(['assets/shell.js', 'assets/shell.css']))(document);
    return added;
  }

  it('fetches the files when the page has a session cookie', () => {
    expect(run('language=id; token=abc')).toEqual([
      { rel: 'modulepreload', href: '/assets/shell.js' },
      { rel: 'preload', as: 'style', href: '/assets/shell.css' },
    ]);
  });

  it('fetches nothing signed out, whatever other cookies say', () => {
    expect(run('')).toEqual([]);
    expect(run('customer_token=abc; newPasswordToken=x')).toEqual([]);
  });
});
