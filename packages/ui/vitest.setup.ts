import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBrowserStandIns, installDialogPolyfill } from './src/testing';

installDialogPolyfill();
installBrowserStandIns();
// jsdom has no canvas; axe-core probes one for icon fonts and copes with `null`.
HTMLCanvasElement.prototype.getContext = () => null;
afterEach(cleanup);
