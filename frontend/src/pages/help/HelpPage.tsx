import { PlaceholderPage } from '../../shared/ui';

/** '/help' is a placeholder page titled Помощь. */
export function HelpPage() {
  return <PlaceholderPage title="Помощь" />;
}
