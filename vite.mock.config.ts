// The app against the Prism mock (`npm run dev:mock`, check:mock): vite.config.ts with the API
// proxied to API_PROXY_TARGET, plus the contract's example images. Prism mocks the API alone, so an
// example's `/uploads/<name>` is answered here with a placeholder naming the picture, instead of
// a broken image and a console error on every screen that shows one.
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

/** A square tile with the image's name (`/uploads/thai-tea.webp` reads "thai-tea"). */
function placeholderImage(path: string): string {
  const name = (path.split('/').pop() ?? '').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9-]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#e6fcf5"/><text x="120" y="126" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#087f5b">${name}</text></svg>`;
}

function exampleImages(): Plugin {
  return {
    name: 'example-images',
    apply: 'serve',
    // Added before Vite's own middleware, so it answers before the proxy sends /uploads to Prism.
    configureServer(server) {
      server.middlewares.use('/uploads', (request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(placeholderImage(new URL(request.url ?? '/', 'http://mock').pathname));
      });
    },
  };
}

export default mergeConfig(base, defineConfig({ plugins: [exampleImages()] }));
