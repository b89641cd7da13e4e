import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The console's entry. This build serves the API's start page; the console screens (shell, sign-in, resource
 * framework) are the next issue's work.
 */
const App = () => (
  <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
    <h1>OMS Console</h1>
    <p>
      The API is running. Its description is at <a href="/api/docs">/api/docs</a>; health at <a href="/healthz">/healthz</a>.
    </p>
  </main>
);

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
