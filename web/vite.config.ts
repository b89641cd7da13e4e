import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs beside the built console on one port (npm start); in dev, Vite proxies the API to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/authentication': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
