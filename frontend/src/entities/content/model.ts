import type { ApiSchema } from '../../shared/api';

/**
 * Site content the shell shows (navigation item, page content, service category),
 * as the server answers it (docs/openapi.yaml; ADR 0046).
 */
export type NavigationItem = ApiSchema<'NavigationItem'>;
export type HomePage = ApiSchema<'HomePage'>;
export type GuidePage = ApiSchema<'GuidePage'>;
export type ContactType = ApiSchema<'ContactType'>;
export type ContactsPage = ApiSchema<'ContactsPage'>;
export type ServiceCategory = ApiSchema<'ServiceCategory'>;

export function servicesPath(slug?: string): string {
  return slug ? `/services/${encodeURIComponent(slug)}` : '/services';
}

/** Footer contacts: the page's own fields, else its list entries by type. */
export function contactValue(page: ContactsPage | undefined, type: ContactType): string | undefined {
  const field = { Адрес: page?.address, Телефон: page?.phone, Email: page?.email, 'Режим работы': undefined }[
    type
  ];
  return field || page?.contacts?.find((entry) => entry.type === type)?.value || undefined;
}

/** A link from the server is internal when it is a site path; anything else opens as an external link. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
