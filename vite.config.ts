// Builds the React client (root: client/) and the Hono worker together through Cloudflare's Vite
// plugin, so `vite dev`, `vite build` and the worker tests all run the worker inside workerd.
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  ],
});
