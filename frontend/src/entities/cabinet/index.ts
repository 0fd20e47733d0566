export {
  DEFAULT_SECTION,
  SECTIONS_BY_ROLE,
  SECTION_LABELS,
  isSectionAllowed,
  type SectionId,
} from './sections';
export {
  CABINET_TEXT,
  FALLBACK_SECTION,
  accountLinks,
  defaultSection,
  initialSection,
  resolveSection,
  sectionLinks,
  sectionPath,
  selectSection,
  type CabinetLink,
} from './state';
