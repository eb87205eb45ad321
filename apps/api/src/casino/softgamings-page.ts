import { escapeHtml } from '../http';

/**
 * The one inline script of SoftGamings' launch markup: it frames the address its container names.
 * Its text never changes, so the site's Content-Security-Policy allows it by hash.
 */
export const softGamingsScript =
  '(function(){var g=document.getElementById("zar-game"),f=document.createElement("iframe");' +
  'f.src=g.dataset.src;f.title=g.dataset.title;f.allow="fullscreen; autoplay";' +
  'f.style.cssText="border:0;width:100%;height:100%";g.appendChild(f);})();';

/**
 * SoftGamings answers markup plus an inline script that puts the game in a frame; the site runs
 * it in a sandboxed frame of its own. The address and title are escaped attribute values, so
 * nothing in them can end the markup, and the script stays the one the policy allows by hash.
 */
export function softGamingsPage(url: string, title: string): string {
  return (
    '<style>html,body{margin:0;height:100%;background:#05070d}#zar-game{position:fixed;inset:0}</style>' +
    `<div id="zar-game" data-src="${escapeHtml(url)}" data-title="${escapeHtml(title)}"></div>` +
    `<script>${softGamingsScript}</script>`
  );
}
