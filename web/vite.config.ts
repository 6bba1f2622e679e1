import { defineConfig } from "vite";

// The server serves the built files; `npm run dev` proxies the API to a
// running `hensoku serve` on port 8080.
export default defineConfig({
  base: "/",
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 300 },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8080", ws: true },
    },
  },
});
