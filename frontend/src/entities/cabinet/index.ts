export { DEFAULT_SECTION, SECTIONS_BY_ROLE, SECTION_LABELS, isSectionAllowed, type SectionId } from './sections';
