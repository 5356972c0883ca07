import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

/** The app; the runtime worker is bundled separately (build-worker.ts) and loaded from /runtime-worker/. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [svelte()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    rollupOptions: { external: [/^node:/] },
  },
});
