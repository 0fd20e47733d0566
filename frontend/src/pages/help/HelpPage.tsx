import { PlaceholderPage } from '../../shared/ui';

/** Spec, section 2: '/help' is a placeholder page titled Помощь. */
export function HelpPage() {
  return <PlaceholderPage title="Помощь" />;
}
