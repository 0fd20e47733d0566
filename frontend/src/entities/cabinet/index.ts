// What screens and menus read of the cabinet: its sections, their labels and links, and the chosen one.
export { SECTION_LABELS, isSectionAllowed, type SectionId } from './sections';
export {
  CABINET_TEXT,
  accountLinks,
  initialSection,
  sectionLinks,
  sectionPath,
  selectSection,
  type CabinetLink,
} from './state';
