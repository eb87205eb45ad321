import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference Zar API this brand talks to. The browser only ever calls its own origin: the
// dev and preview servers forward /api (calls), /hub (the notification socket) and /media
// (game images) there, the way a brand's reverse proxy does in production.
const apiOrigin = process.env.ZAR_API_URL ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/hub': { target: apiOrigin, changeOrigin: true, ws: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
