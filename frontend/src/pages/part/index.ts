export { PartPage, PART_TEXT } from './PartPage';
