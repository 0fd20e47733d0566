import { lazy, Suspense, useState } from 'react';
import type { AuthMode } from './model';

const loadPanel = () => import('./AuthPanel');
const AuthPanel = lazy(loadPanel);

/** Hovering or focusing the 'Войти' button fetches the forms before the click. */
export function preloadAuthPanel(): void {
  void loadPanel();
}

/**
 * The login/registration side panel for the header: its code (forms, dialog) arrives on the first
 * opening, so the entry bundle stays small. Renders nothing until then.
 */
export function LazyAuthPanel(props: {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
}) {
  const [activated, setActivated] = useState(false);
  if (props.mode !== null && !activated) setActivated(true);
  if (!activated && props.mode === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthPanel mode={props.mode} onModeChange={props.onModeChange} />
    </Suspense>
  );
}
