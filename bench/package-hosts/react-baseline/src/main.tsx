import { createRoot } from 'react-dom/client';

// The React host before any widget library: what the others are measured against.
createRoot(document.getElementById('root')!).render(<main id="ready">React host</main>);
