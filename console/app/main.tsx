import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConsoleCatalogues } from '../i18n';
import { startConsoleLocale } from '../language';
import { configureConsoleRuntime } from './configure-runtime';
import { applyStartTheme } from './start-theme';

registerConsoleCatalogues();
configureConsoleRuntime();
startConsoleLocale();
applyStartTheme(document.documentElement);

const mount = document.getElementById('app');
if (!mount) throw new Error('index.html has no #app element to draw the console in');
createRoot(mount).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
