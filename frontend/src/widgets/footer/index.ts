export { FOOTER_TEXT, Footer } from './Footer';
