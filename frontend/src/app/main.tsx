import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
import '../shared/ui/global.css';
import { App } from './App';
import { createQueryClient } from './queryClient';
import { startApp } from './session-startup';

const container = document.getElementById('root');
if (!container) throw new Error('Элемент #root не найден в index.html');

startApp();

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
