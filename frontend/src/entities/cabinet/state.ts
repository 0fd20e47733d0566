import { STORAGE_KEYS, hasCompany, readItem, writeItem, type Role, type User } from '../../shared/session';
import {
  DEFAULT_SECTION,
  SECTIONS_BY_ROLE,
  SECTION_LABELS,
  isSectionAllowed,
  type SectionId,
} from './sections';

/*
 * The cabinet section state: the chosen section lives in browser storage; a
 * section the role may not open falls back to 'profile'; at start the stored section is used if
 * the role may open it, else the role's default. The URL form is /profile/<section>.
 */

export const FALLBACK_SECTION: SectionId = 'profile';

/** admin → product-moderation, buyer → orders, supplier → products, anything else → profile. */
export function defaultSection(role: Role | null | undefined): SectionId {
  return role ? DEFAULT_SECTION[role] : FALLBACK_SECTION;
}

/** Selecting a section: one the role may not open falls back to profile. */
export function resolveSection(role: Role | null | undefined, section: string | null | undefined): SectionId {
  return section && isSectionAllowed(role ?? undefined, section) ? section : FALLBACK_SECTION;
}

/** On entering the cabinet: the stored section if the role may open it, else the role's default. */
export function initialSection(role: Role | null | undefined): SectionId {
  const stored = readItem(STORAGE_KEYS.profileSection);
  return stored && isSectionAllowed(role ?? undefined, stored) ? stored : defaultSection(role);
}

/** Chooses a section and remembers it; returns the section actually chosen. */
export function selectSection(role: Role | null | undefined, section: string): SectionId {
  const chosen = resolveSection(role, section);
  writeItem(STORAGE_KEYS.profileSection, chosen);
  return chosen;
}

export function sectionPath(section: SectionId): string {
  return `/profile/${section}`;
}

export interface CabinetLink {
  key: string;
  label: string;
  href: string;
  section?: SectionId;
}

export const CABINET_TEXT = {
  cabinet: 'Личный кабинет',
  myCompany: 'Моя компания',
  createCompany: 'Создать компанию',
  logout: 'Выход',
} as const;

/** The role's sections in menu order, as links. */
export function sectionLinks(role: Role | null | undefined): CabinetLink[] {
  return (role ? SECTIONS_BY_ROLE[role] : [FALLBACK_SECTION]).map((section) => ({
    key: section,
    label: SECTION_LABELS[section],
    href: sectionPath(section),
    section,
  }));
}

/**
 * The profile menu's own links: /profile and /company, the latter reading
 * 'Моя компания' with a company and 'Создать компанию' without. Site admins have no company
 * (their sections have none, and only buyers and suppliers may found one), so they get no link.
 */
export function accountLinks(user: User | null | undefined): CabinetLink[] {
  const links: CabinetLink[] = [{ key: 'cabinet', label: CABINET_TEXT.cabinet, href: '/profile' }];
  if (user && user.role !== 'admin') {
    links.push({
      key: 'company',
      label: hasCompany(user) ? CABINET_TEXT.myCompany : CABINET_TEXT.createCompany,
      href: '/company',
    });
  }
  return links;
}
