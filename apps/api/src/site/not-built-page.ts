/** The page `/` shows while SITE_DIR holds no built site: what to run, in both languages. */
export const siteNotBuiltPage = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zar: site henüz derlenmedi</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Site henüz derlenmedi</h1>
<p>API çalışıyor, ancak oyuncu sitesi derlenmemiş. Depo kökünde <code>pnpm build</code> komutunu çalıştırın ve bu sayfayı yenileyin.</p>
<h2 lang="en">The site is not built yet</h2>
<p lang="en">The API is running, but the player site has not been built. Run <code>pnpm build</code> at the repository root, then reload this page.</p>
</body>
</html>
`;
