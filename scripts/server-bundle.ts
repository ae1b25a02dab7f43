import { build, type BuildResult } from 'esbuild';

/** Loaded from node_modules at run time: binaries, wasm and data files beside their code. */
const externalPackages = ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'pino', 'vite', 'sonner', 'sharp'];

/**
 * Bundles server entries into dist/<name>.mjs, one ES module each, as production runs them
 * (decision 0026): the production build (build-server.ts) and the browser tests' server
 * (tests/setup/build-e2e-server.ts) are bundled alike, so the tests run what ships.
 */
export function bundleServer(entryPoints: Record<string, string>): Promise<BuildResult<{ metafile: true }>> {
  return build({
    entryPoints,
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: externalPackages,
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __lanternRequire } from 'node:module'; const require = __lanternRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
}
