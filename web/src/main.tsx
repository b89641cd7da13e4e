import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { loadLocale } from './app/i18n/loadLocale';
import { browserLocale } from './app/i18n/userLanguage';
import { readStoredSession } from './app/session/storage';
import { createStore } from './app/store';
import { ThemeRoot } from './app/theme/ThemeRoot';

const render = () => {
  const store = createStore();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot>
          <App />
        </ThemeRoot>
      </Provider>
    </StrictMode>,
  );
};

// The first screen in its language, not English first: the signed-in user's (kept with the session), else the
// browser's. Arabic's words are a chunk of their own, loaded only here and only for those who read it.
void loadLocale(readStoredSession()?.language ?? browserLocale())
  .catch(() => undefined)
  .then(render);
