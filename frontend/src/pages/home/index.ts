export { HOME_TEXT, HomePage, MOBILE_QUERY } from './HomePage';
