import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './auth/session-provider.tsx';
import { TomeProvider } from './data/tome-provider.tsx';
import { createAppRouter } from './router.tsx';
import { ThemeProvider } from './theme/theme-provider.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <SessionProvider>
        <TomeProvider navigate={(to) => void router.navigate(to)}>
          <RouterProvider router={router} />
        </TomeProvider>
      </SessionProvider>
    </ThemeProvider>
  </StrictMode>,
);
