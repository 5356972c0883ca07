import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Svelte components (web/) compile for the browser; their tests run in jsdom.
  plugins: [svelte({ configFile: false })],
  resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
  test: {
    include: ['core/**/*.test.ts', 'wasm-runtimes/**/*.test.ts', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'web/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
