export { fetchPageHead, pageHeadQueryOptions } from './api/getPageHead';
export { writeHead } from './writeHead';
export { DEFAULT_DESCRIPTION, type PageHead } from '../../../../shared/page-head';
