import { chromium } from '@playwright/test';
const suffix = String(Math.floor(Math.random()*1e9)).padStart(9,'0');
const username = `dbg${suffix}`;
function pno(index) { const nine = String(100_000_000 + (index % 900_000_000)); const d=[...nine].map(Number); const at=(k)=>d[k-1]??0; const tenth=((((at(1)+at(3)+at(5)+at(7)+at(9))*7-(at(2)+at(4)+at(6)+at(8)))%10)+10)%10; const el=(d.reduce((a,b)=>a+b,0)+tenth)%10; return `${nine}${tenth}${el}`; }
const r = await fetch('http://127.0.0.1:8201/api/auth/register', { method:'POST', headers:{'content-type':'application/json', locale:'tr', fingerprint:'x'+suffix}, body: JSON.stringify({ name:'Deniz', surname:'Yılmaz', username, email:`${username}@zar.test`, phone:`905${suffix}`, country:235, PersonalNo: pno(Number(suffix)), password:'gizli1', password2:'gizli1', birthDateDay:'15', birthDateMonth:'06', birthDateYear:'1990', birthDate:'1990-06-15', currencyId:1, trialBonus:0 })});
console.log('register', r.status, (await r.text()).slice(0,200));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
const p = await ctx.newPage();
p.on('response', async (res) => { if (res.url().includes('/api/auth/login')) console.log('login-res', res.status(), (await res.text()).slice(0,200)); });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0,300)));
await p.goto('http://127.0.0.1:8201/casino/slot');
await p.waitForFunction(() => document.getElementById('root')?.getAttribute('data-rendered') === 'client');
await p.getByRole('banner').getByRole('button', { name: 'Giriş Yap', exact: true }).first().click();
const login = p.getByRole('dialog', { name: 'Giriş', exact: true });
await login.getByLabel('Kullanıcı Adı').fill(username);
await login.getByLabel('Şifre', { exact: true }).fill('yanlis1');
await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
await p.waitForTimeout(1500);
console.log('wrong', JSON.stringify(await p.evaluate(() => [...document.querySelectorAll('[data-slot="toaster-layer"]')].map((l) => [l.parentElement.tagName, l.matches(':popover-open'), l.textContent.slice(0,80)]))));
await login.getByLabel('Şifre', { exact: true }).fill('gizli1');
await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
for (let i = 0; i < 10; i++) {
  await p.waitForTimeout(150);
  const loc = p.getByRole('status').filter({ hasText: /Hoş geldiniz, Deniz!/ }).first();
  console.log('reason', await loc.evaluate((node) => { const box = node.getBoundingClientRect(); const x = box.left + box.width/2, y = box.top + box.height/2; let o=[]; for (let at=node; at; at=at.parentElement) o.push(at.tagName+'.'+at.className+':'+getComputedStyle(at).opacity+':'+getComputedStyle(at).animationName); const top=document.elementFromPoint(x,y); return [Math.round(x),Math.round(y),o, top===node||node.contains(top) ? 'ok' : top?.outerHTML.slice(0,120)]; }));
  console.log(i, await p.getByRole('status').count(), await p.getByRole('status').filter({ hasText: /Hoş geldiniz, Deniz!/ }).count(), await p.getByRole('status', { includeHidden: true }).count(), JSON.stringify(await p.evaluate(() => [...document.querySelectorAll('[role=status]')].map((l) => [l.closest('dialog')?.outerHTML.slice(0,60), l.closest('[aria-hidden]')?.tagName, l.textContent.slice(0,80)]))));
}
await b.close();
