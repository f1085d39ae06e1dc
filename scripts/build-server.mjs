// `npm run build:server`: bundles the API (apps/server/src/main.ts with the workspace packages it
// imports) into plain JavaScript at dist/server/main.js, so production runs `node` on it and needs
// no TypeScript loader. Packages from node_modules stay outside the bundle (native addons such as
// better-sqlite3 and sharp, and lazy imports, load from node_modules as they do from source).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles the server; answers the output file. */
export async function buildServer({ outdir = 'dist/server', logLevel = 'warning' } = {}) {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel,
    // The workspace packages (@feastforge/*) are TypeScript sources: bundle them. Everything else
    // from node_modules is loaded at run time.
    plugins: [
      {
        name: 'node-modules-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@feastforge/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return `${outdir}/main.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildServer({ logLevel: 'info' });
  console.info(`Server built: ${out}`);
}
