import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SidePanel } from '../../shared/ui';
import { LoginForm } from './LoginForm';
import { AUTH_TEXT, type AuthMode } from './model';
import { RegisterForm } from './RegisterForm';

export interface AuthPanelProps {
  /** null: closed. */
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
}

/**
 * The login and registration side panels: Escape, a click on the
 * backdrop or the close button close them; 40% of the width from 768 px, the full width below.
 * Following a link inside (Забыли пароль?) or signing in closes the panel.
 */
export function AuthPanel({ mode, onModeChange }: AuthPanelProps) {
  const location = useLocation();
  // While the panel slides out it keeps showing the form it had.
  const lastMode = useRef<AuthMode>('login');
  if (mode) lastMode.current = mode;
  const shown = mode ?? lastMode.current;

  const address = `${location.pathname}${location.search}`;
  const openedAt = useRef(address);
  useEffect(() => {
    if (openedAt.current === address) return;
    openedAt.current = address;
    onModeChange(null);
  }, [address, onModeChange]);

  const close = () => onModeChange(null);
  return (
    <SidePanel
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={shown === 'register' ? AUTH_TEXT.registerTitle : AUTH_TEXT.loginTitle}
    >
      {shown === 'register' ? (
        <RegisterForm key="register" onLogin={() => onModeChange('login')} onDone={close} />
      ) : (
        <LoginForm key="login" onRegister={() => onModeChange('register')} onDone={close} />
      )}
    </SidePanel>
  );
}

export default AuthPanel;
