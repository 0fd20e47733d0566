export { GUIDE_TEXT, GuidePage, guideSectionId } from './GuidePage';
