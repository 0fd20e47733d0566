import { Tabs, type TabItem } from '../../shared/ui';
import { NavigationEditor } from './NavigationEditor';
import { NewsDesk } from './NewsDesk';
import { ContactsEditor, GuideEditor, HomeEditor } from './PageEditors';
import { SITE_TEXT } from './model';

const TABS = SITE_TEXT.tabs;

/** «Управление сайтом»: the news desk, the home banner and advantages, the guide, the contacts, the menu. */
export function SiteManagement({ extraTabs = [] }: { extraTabs?: readonly TabItem[] }) {
  return (
    <Tabs
      label={SITE_TEXT.tabsLabel}
      items={[
        { value: 'news', label: TABS.news, content: <NewsDesk /> },
        { value: 'home', label: TABS.home, content: <HomeEditor /> },
        { value: 'guide', label: TABS.guide, content: <GuideEditor /> },
        { value: 'contacts', label: TABS.contacts, content: <ContactsEditor /> },
        { value: 'navigation', label: TABS.navigation, content: <NavigationEditor /> },
        ...extraTabs,
      ]}
    />
  );
}
