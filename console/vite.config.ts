// The console's bundle: static files in console/dist, served by console/server (no CDN, no
// external fonts; the runtime config.json is not part of the build).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Any inline asset would need a CSP exception (data: for images is allowed, scripts never are).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
