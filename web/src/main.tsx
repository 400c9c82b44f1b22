import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AuthProvider } from './auth';
import { ToastProvider } from './toast';
import { CreateProvider } from './create';
import { LoginProvider } from './login';
import { NotificationsProvider } from './notifications';
import { QueryProvider } from './queries';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ToastProvider>
        <QueryProvider>
          <AuthProvider>
            <LoginProvider>
              <NotificationsProvider>
                <CreateProvider>
                  <App />
                </CreateProvider>
              </NotificationsProvider>
            </LoginProvider>
          </AuthProvider>
        </QueryProvider>
      </ToastProvider>
    </BrowserRouter>
  </StrictMode>,
);
