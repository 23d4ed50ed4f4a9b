// Builds the React client (root: client/) and the Hono worker together through Cloudflare's Vite
// plugin, so `vite dev`, `vite build` and the worker tests all run the worker inside workerd. After
// both, the build renders every landing page's body once with the client's own components
// (docs/decisions/008) and writes the parts among the static assets, and writes one HTML file per
// screen: the static home page, the rendered start form and Coming Soon pages, and the bare shell,
// and the /accuracy page from the calibration data.
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** What the built client/prerender.tsx offers the build (typed here: the node zone sees no client code). */
interface Prerender {
  APP_SHELL_ASSET: string;
  LANDING_SHELL_ASSET: string;
  STATIC_PAGES: ReadonlyArray<{
    file: string;
    render: (() => Promise<string>) | null;
    app: boolean;
    module?: string;
  }>;
  allLandingTargets(): unknown[];
  canonicalLandingPath(target: unknown): string;
  prebuiltPartPath(canonicalPath: string): string;
  renderLandingPart(target: unknown): Promise<Uint8Array>;
}

/** What the built worker/render/accuracy-document.ts offers the build. */
interface AccuracyPrerender {
  ACCURACY_ASSET: string;
  ACCURACY_VIEW_ASSET: string;
  renderAccuracyAsset(): Uint8Array;
  renderAccuracyViewAsset(): string;
}

const DIST = resolve(import.meta.dirname, "dist");
const CLIENT_OUT = join(DIST, "client");
const PRERENDER_OUT = join(DIST, "prerender");

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets of modules (manifest keys) and of what they import, less the entry's own. */
function stylesOf(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  manifest["index.html"]?.css?.forEach((css) => styles.delete(css));
  return [...styles];
}

/**
 * A page's HTML: the shell with the stylesheets its rendered markup needs linked (the app's and
 * its route's, which would otherwise arrive with their scripts and shift the page) and its body.
 */
function page(shell: string, styles: string[], body = ""): string {
  const links = styles.map((href) => `  <link rel="stylesheet" crossorigin href="/${href}">\n  `).join("");
  return shell
    .replace("</head>", () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/** Renders the landing parts and the landing shell into the client's output after the build. */
function prerender(): Plugin {
  return {
    name: "c2c-prerender",
    apply: "build",
    config: () => ({
      environments: {
        client: {
          build: {
            manifest: true,
            rolldownOptions: {
              input: {
                index: resolve(import.meta.dirname, "client/index.html"),
                home: resolve(import.meta.dirname, "client/home-menu.ts"),
              },
            },
          },
        },
        prerender: {
          consumer: "server",
          resolve: { noExternal: true },
          build: {
            outDir: PRERENDER_OUT,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: {
              input: {
                prerender: resolve(import.meta.dirname, "client/prerender.tsx"),
                accuracy: resolve(import.meta.dirname, "worker/render/accuracy-document.ts"),
              },
            },
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
        const load = async (name: string) => import(pathToFileURL(join(PRERENDER_OUT, `${name}.js`)).href);
        const m = (await load("prerender")) as Prerender;
        const accuracy = (await load("accuracy")) as AccuracyPrerender;
        const manifestPath = join(CLIENT_OUT, ".vite", "manifest.json");
        const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>;
        const index = await readFile(join(CLIENT_OUT, "index.html"), "utf8");
        const started = Date.now();
        // The home page carries its small menu script instead of the app; every other rendered page
        // carries it too, so its menu works before the app has loaded (docs/decisions/015).
        const homeScript = `<script type="module" crossorigin src="/${manifest["home-menu.ts"]?.file}"></script>`;
        const withMenu = index.replace("</head>", `  ${homeScript}\n  </head>`);
        const withoutApp = index
          .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
          .replace("</head>", `  ${homeScript}\n  </head>`);
        const files: Array<[string, string | Uint8Array]> = [
          [
            m.LANDING_SHELL_ASSET,
            page(withMenu, stylesOf(manifest, ["start.tsx", "pages/Landing.page.tsx"])),
          ],
          // The bare shell, for the worker's answer to unknown paths (index.html becomes the home page).
          [m.APP_SHELL_ASSET, index],
        ];
        for (const p of m.STATIC_PAGES) {
          const styles = stylesOf(manifest, ["start.tsx", ...(p.module ? [p.module] : [])]);
          const body = p.render ? await p.render() : "";
          files.push([`/${p.file}`, p.render ? page(p.app ? withMenu : withoutApp, styles, body) : index]);
        }
        files.push([accuracy.ACCURACY_ASSET, accuracy.renderAccuracyAsset()]);
        files.push([accuracy.ACCURACY_VIEW_ASSET, accuracy.renderAccuracyViewAsset()]);
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
          `✓ ${files.length - 2} pages prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
