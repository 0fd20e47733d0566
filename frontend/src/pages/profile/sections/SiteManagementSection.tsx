import { OpsConsole } from '../../../features/ops-console';
import { SiteManagement } from '../../../features/site-management';

/** 'Управление сайтом': the site's content, and the operations console beside it (issue 18). */
export function SiteManagementSection() {
  return <SiteManagement extraTabs={[{ value: 'ops', label: 'Эксплуатация', content: <OpsConsole /> }]} />;
}
