import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { createStore } from './app/store';
import { ThemeRoot } from './app/theme/ThemeRoot';

const store = createStore();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot>
          <App />
        </ThemeRoot>
      </Provider>
    </StrictMode>,
  );
}
