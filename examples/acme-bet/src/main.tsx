import '@zar/ui/fonts.css';
import '@zar/ui/styles.css';
import '@zar/dynamic-form/styles.css';
import './acme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { acmeTheme } from './brand';

// The brand's theme, written by createTheme from Zar's token list; <html data-theme="acme">.
const style = document.createElement('style');
style.textContent = acmeTheme;
document.head.append(style);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
