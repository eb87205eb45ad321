// The flags every bench's Debian Chromium runs with: no sandbox in containers, no GPU, and no
// network beyond this machine (nothing resolves but 127.0.0.1 and localhost).
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
