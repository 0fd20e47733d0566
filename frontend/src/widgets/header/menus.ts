import { useCategoryTree, categoryPath } from '../../features/categories';
import { servicesPath, useNavigation, useServiceCategories } from '../../entities/content';

export interface MenuEntry {
  key: string;
  text: string;
  href: string;
  image?: string | null;
}

/**
 * The header, the burger menu and the footer show the same items (spec, section 2): root product
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
    navigation: (navigation.data ?? []).map<MenuEntry>((item) => ({
      key: `nav-${item.id}`,
      text: item.text,
      href: item.link,
    })),
  };
}
