// Builds the React client (root: client/) and the Hono worker together through Cloudflare's Vite
// plugin, so `vite dev`, `vite build` and the worker tests all run the worker inside workerd. After
// both, the build renders every landing page's body once with the client's own components
// (docs/decisions/005) and writes the parts among the static assets.
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** What the built client/prerender.tsx offers the build (typed here: the node zone sees no client code). */
interface Prerender {
  LANDING_SHELL_ASSET: string;
  allLandingTargets(): unknown[];
  canonicalLandingPath(target: unknown): string;
  prebuiltPartPath(canonicalPath: string): string;
  renderLandingPart(target: unknown): Promise<Uint8Array>;
}

const DIST = resolve(import.meta.dirname, "dist");
const CLIENT_OUT = join(DIST, "client");
const PRERENDER_OUT = join(DIST, "prerender");

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The landing page chunk's script and stylesheets, with what they import, from the manifest. */
function landingAssets(manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit("pages/Landing.page.tsx");
  // The entry's own files are in index.html already.
  const entry = manifest["index.html"];
  scripts.delete(entry?.file ?? "");
  entry?.css?.forEach((css) => styles.delete(css));
  return { scripts: [...scripts], styles: [...styles] };
}

/** Renders the landing parts and the landing shell into the client's output after the build. */
function prerender(): Plugin {
  return {
    name: "c2c-prerender",
    apply: "build",
    config: () => ({
      environments: {
        client: { build: { manifest: true } },
        prerender: {
          consumer: "server",
          resolve: { noExternal: true },
          build: {
            outDir: PRERENDER_OUT,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { input: { prerender: resolve(import.meta.dirname, "client/prerender.tsx") } },
          },
        },
      },
    }),
    buildApp: {
      order: "post",
      async handler(builder) {
        const environment = builder.environments.prerender;
        if (!environment) throw new Error('no "prerender" environment');
        await builder.build(environment);
        const m = (await import(pathToFileURL(join(PRERENDER_OUT, "prerender.js")).href)) as Prerender;
        const manifestPath = join(CLIENT_OUT, ".vite", "manifest.json");
        const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>;
        const { scripts, styles } = landingAssets(manifest);
        const index = await readFile(join(CLIENT_OUT, "index.html"), "utf8");
        const extra = [
          ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
          ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
        ]
          .filter((tag) => !index.includes(/href="[^"]+"/.exec(tag)![0]))
          .join("\n    ");
        const started = Date.now();
        const files: Array<[string, string | Uint8Array]> = [
          [m.LANDING_SHELL_ASSET, index.replace("</head>", `  ${extra}\n  </head>`)],
        ];
        for (const target of m.allLandingTargets()) {
          files.push([m.prebuiltPartPath(m.canonicalLandingPath(target)), await m.renderLandingPart(target)]);
        }
        for (const [path, data] of files) {
          const file = join(CLIENT_OUT, path);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, data);
        }
        // Neither the manifest nor the renderer is deployed.
        await rm(join(CLIENT_OUT, ".vite"), { recursive: true, force: true });
        await rm(PRERENDER_OUT, { recursive: true, force: true });
        builder.config.logger.info(
          `✓ ${files.length - 1} landing pages prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}

export default defineConfig({
  root: "client",
  publicDir: "public",
  build: { outDir: "../dist", emptyOutDir: true },
  plugins: [
    react(),
    cloudflare({
      configPath: "../wrangler.toml",
      // Vite's root is client/, so keep miniflare's state where `npm start` keeps it.
      persistState: { path: "../.wrangler/state" },
    }),
    prerender(),
  ],
});
