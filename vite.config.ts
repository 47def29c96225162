// The browser app. In development the API is proxied to API_PROXY_TARGET: the reference server
// (http://localhost:3000, `npm run dev`) or the Prism mock (http://localhost:4010, `npm run dev:mock`).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = ['/usr', '/adm', '/uploads', '/health'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
