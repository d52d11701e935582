// Bundles the server into dist/server (dependencies stay in node_modules) and copies the migrations beside it.
import { cpSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

// JSON from packages is bundled: Node would need an import attribute to load it as an external module.
const bundleJson = {
  name: "bundle-json",
  setup(b) {
    b.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({ path: require.resolve(args.path) }));
  },
};

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outdir: "dist/server",
  // What main.js imports only on demand (the demo seed and faker) stays in a chunk of its own.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [bundleJson],
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server/main.js");
