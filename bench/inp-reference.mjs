// The reference page of the tap benchmark (bench/inp.mjs, issue 26): one screen of static HTML,
// server-rendered and hydrated by React, react-dom and the router, with no product code. Its two
// taps are the least any React page pays for what the site's taps do: a button that opens a
// dialog (state, then a dialog with a form in the DOM) and a form whose submit shows it is being
// sent (/login opens with the dialog shown, as the site's deep links open its login dialog). React and the router (react-router-dom) are the site's own copies (apps/site's dependencies), bundled for
// production by esbuild, and served from a node:http server on 127.0.0.1.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const siteDir = fileURLToPath(new URL('../apps/site/', import.meta.url));

/** The page's component, the same text for the server and the browser (no JSX: no transform). */
const appSource = `
import { createElement as h, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';

function Screen({ initiallyOpen }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [sending, setSending] = useState(false);
  // As the site marks its root once it has taken the page over.
  useEffect(() => {
    document.getElementById('root').dataset.rendered = 'client';
  }, []);
  return h('div', null,
    h('header', null,
      h('strong', null, 'Referans'),
      h('button', { type: 'button', onClick: () => setOpen(true) }, 'Giriş Yap')),
    h('main', null,
      h('h1', null, 'Bir ekran durağan sayfa'),
      ...Array.from({ length: 12 }, (_, index) =>
        h('p', { key: index }, 'Sunucuda çizilmiş, React ve yönlendirici ile canlanan bir paragraf; ürün kodu yok.'))),
    open
      ? h('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Giriş' },
          h('form', { onSubmit: (event) => { event.preventDefault(); setSending(true); } },
            h('label', null, 'Kullanıcı Adı', h('input', { name: 'username' })),
            h('label', null, 'Şifre', h('input', { name: 'password', type: 'password' })),
            h('button', { type: 'submit', disabled: sending }, sending ? 'Gönderiliyor' : 'Gönder')),
          h('button', { type: 'button', onClick: () => setOpen(false) }, 'Kapat'))
      : null);
}

export function App() {
  return h(Routes, null,
    h(Route, { path: '/', element: h(Screen, { initiallyOpen: false }) }),
    h(Route, { path: '/login', element: h(Screen, { initiallyOpen: true }) }));
}
`;

const clientSource = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';
hydrateRoot(document.getElementById('root'), h(BrowserRouter, null, h(App)));
`;

/** Bundles `source` (with app.js beside it) from apps/site, where React and the router resolve. */
async function bundle(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: siteDir, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'reference-app',
        setup(builder) {
          builder.onResolve({ filter: /^\.\/app\.js$/ }, () => ({
            path: 'app.js',
            namespace: 'reference',
          }));
          builder.onLoad({ filter: /.*/, namespace: 'reference' }, () => ({
            contents: appSource,
            resolveDir: siteDir,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

/** Renders the screen on the server as the site renders its pages: HTML first, then its script. */
async function renderHtml(location) {
  const server = await build({
    stdin: { contents: appSource, resolveDir: siteDir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['react', 'react-dom', 'react-router-dom'],
  });
  // React and the router come from apps/site, as in the browser bundle.
  const require = createRequire(`${siteDir}package.json`);
  const module = { exports: {} };
  new Function('module', 'exports', 'require', server.outputFiles[0].text)(
    module,
    module.exports,
    require,
  );
  const { createElement } = require('react');
  const { renderToString } = require('react-dom/server');
  const { StaticRouter } = require('react-router-dom');
  const body = renderToString(
    createElement(StaticRouter, { location }, createElement(module.exports.App)),
  );
  return (
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Referans</title><script src="/client.js" defer></script></head>' +
    `<body><div id="root">${body}</div></body></html>`
  );
}

/** Starts the reference page's server on 127.0.0.1 and a free port; `stop()` closes it. */
export async function startReferencePage() {
  const [home, login, client] = await Promise.all([
    renderHtml('/'),
    renderHtml('/login'),
    bundle(clientSource),
  ]);
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: home },
    '/login': { type: 'text/html; charset=utf-8', body: login },
    '/client.js': { type: 'text/javascript; charset=utf-8', body: client },
  };
  const server = createServer((request, response) => {
    const file = files[request.url.split('?')[0]];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': Buffer.byteLength(file.body),
      'cache-control': 'no-cache',
    });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    scriptBytes: Buffer.byteLength(client),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
