import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { inlineStylesheet } from "./scripts/inline-stylesheet";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // One stylesheet, inlined into index.html (scripts/inline-stylesheet.ts): no chunk may link it again.
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://localhost:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
});
