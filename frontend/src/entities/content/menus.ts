import { categoryPath, useCategoryTree } from '../category';
import { useNavigation } from './api/getNavigation';
import { useServiceCategories } from './api/listServiceCategories';
import { servicesPath, type NavigationItem } from './model';

/** The catalogue and services drop-downs already lead here; the bar does not repeat them. */
const DROPDOWN_TARGETS = new Set(['/catalog', '/services']);

export interface MenuEntry {
  key: string;
  text: string;
  href: string;
  image?: string | null;
}

const navigationEntry = (item: NavigationItem): MenuEntry => ({
  key: `nav-${item.id}`,
  text: item.text,
  href: item.link,
});

/**
 * The header, the burger menu and the footer show the same items: root product
 * categories, root service categories and the active navigation items. A failed load is only
 * logged (by the query cache) and leaves the list empty.
 */
export function useShellMenus() {
  const categories = useCategoryTree();
  const services = useServiceCategories();
  const navigation = useNavigation();
  return {
    categories: (categories.data ?? []).map<MenuEntry>((category) => ({
      key: `category-${category.id}`,
      text: category.name,
      href: categoryPath(category.slug),
      image: category.icon ?? category.image,
    })),
    categoriesLoading: categories.isPending,
    services: (services.data ?? [])
      .filter((category) => category.parentId === null)
      .map<MenuEntry>((category) => ({
        key: `service-${category.id}`,
        text: category.name,
        href: servicesPath(category.slug),
        image: category.image,
      })),
    servicesLoading: services.isPending,
    navigation: (navigation.data ?? []).map(navigationEntry),
    /** The header's bar: the navigation without what the two drop-downs already offer. */
    navigationBar: (navigation.data ?? [])
      .filter((item) => !DROPDOWN_TARGETS.has(item.link))
      .map(navigationEntry),
  };
}
