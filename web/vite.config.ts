import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

// The API runs beside the built console on one port (npm start); in dev, Vite proxies the API to it.
// `@console/contracts` is compiled from its TypeScript sources (no build of contracts needed first), and fp-ts is
// taken from its ES build so the bundle holds one copy that tree-shakes.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@console\/contracts$/, replacement: path.resolve(here, '../contracts/src/index.ts') },
      { find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/authentication': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // The local blob store's presigned addresses (photos); the Host header stays the dev server's, as signed.
      '/blobs': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
});
