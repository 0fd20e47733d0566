/** Site content the shell shows (spec, section 3: navigation item, page content, service category). */
export interface NavigationItem {
  id: number;
  text: string;
  link: string;
  type: string;
  isActive: boolean;
}

export interface HomePage {
  banner: { title: string; description: string };
  advantages: { title: string; description: string }[];
}

export interface GuidePage {
  title: string;
  description: string;
  sections: { title: string; content: string }[];
}

export type ContactType = 'Адрес' | 'Телефон' | 'Email' | 'Режим работы';

export interface ContactsPage {
  title: string;
  description: string;
  contacts: { type: ContactType | string; value: string }[];
  mapCoordinates?: { lat: number; lng: number } | null;
  address?: string;
  phone?: string;
  email?: string;
}

export interface ServiceCategory {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
}

export function servicesPath(slug?: string): string {
  return slug ? `/services/${encodeURIComponent(slug)}` : '/services';
}

/** Footer contacts: the page's own fields, else its list entries by type. */
export function contactValue(page: ContactsPage | undefined, type: ContactType): string | undefined {
  const field = { Адрес: page?.address, Телефон: page?.phone, Email: page?.email, 'Режим работы': undefined }[type];
  return field || page?.contacts?.find((entry) => entry.type === type)?.value || undefined;
}

/** A link from the server is internal when it is a site path; anything else opens as an external link. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
