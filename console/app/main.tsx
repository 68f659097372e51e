import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startConsoleLocale } from '../language';
import { configureConsoleRuntime } from './configure-runtime';
import { applyStartTheme } from './start-theme';

configureConsoleRuntime();
startConsoleLocale();
applyStartTheme(document.documentElement);

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
