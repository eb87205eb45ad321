import { earlyTapGlobal, earlyTapScript } from '@zar/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap, stopEarlyTaps } from './early-tap';

/** Runs the page's inline early-tap script, as the browser does from `<head>`. */
function runEarlyTapScript() {
  new Function(earlyTapScript)();
}

/** Clicks `element`; whether the early-tap script prevented its default (jsdom follows no link). */
function click(element: Element): { defaultPrevented: boolean } {
  let defaultPrevented = false;
  const settle = (event: Event) => {
    defaultPrevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', settle);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('click', settle);
  return { defaultPrevented };
}

afterEach(() => {
  stopEarlyTaps();
  delete (window as unknown as Record<string, unknown>)[earlyTapGlobal];
  document.body.innerHTML = '';
});

describe('a tap before the site has started', () => {
  it('starts the site at once and is replayed on its button once, after the site took over', () => {
    document.body.innerHTML =
      '<div id="root"><button type="submit"><span>Giriş Yap</span></button><button>Kayıt Ol</button></div>';
    const [login, signUp] = Array.from(document.querySelectorAll('button'));
    runEarlyTapScript();
    const go = vi.fn();
    (window as unknown as Record<string, { go?: () => void }>)[earlyTapGlobal]!.go = go;

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(go).toHaveBeenCalledOnce();
    // The first button's click is held, a form's native submit prevented; a second is not held.
    expect(click(login!.querySelector('span')!).defaultPrevented).toBe(true);
    expect(click(signUp!).defaultPrevented).toBe(false);
    expect(go).toHaveBeenCalledOnce();

    stopEarlyTaps();
    const clicks: EventTarget[] = [];
    document.addEventListener('click', (event) => clicks.push(event.target!));
    replayEarlyTap();
    replayEarlyTap();
    expect(clicks).toEqual([login]);
    // Stopped: React alone answers later clicks.
    expect(click(login!).defaultPrevented).toBe(false);
  });

  it('leaves a link to the browser, and clicks the counterpart of a button the render replaced', () => {
    document.body.innerHTML =
      '<div id="root"><a href="/casino"><span>Casino</span></a><button>Giriş Yap</button></div>';
    runEarlyTapScript();
    expect(click(document.querySelector('span')!).defaultPrevented).toBe(false);
    const button = document.querySelector('button')!;
    expect(click(button).defaultPrevented).toBe(true);

    stopEarlyTaps();
    const root = document.getElementById('root')!;
    root.innerHTML = '<button>Üye Ol</button><button>Giriş Yap</button>';
    const [signUp, login] = Array.from(root.querySelectorAll('button'));
    // jsdom lays nothing out: both are shown.
    for (const shown of [signUp!, login!]) shown.getClientRects = () => [new DOMRect()] as never;
    const clicks = vi.fn();
    const heldClicks = vi.fn();
    root.addEventListener('click', (event) => clicks(event.target));
    button.addEventListener('click', heldClicks);
    replayEarlyTap();
    expect(clicks.mock.calls).toEqual([[login]]);
    expect(heldClicks).not.toHaveBeenCalled();
  });
});
