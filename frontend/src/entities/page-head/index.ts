export { fetchPageHead, pageHeadQueryOptions } from './api/getPageHead';
export { writeHead } from './writeHead';
export { DEFAULT_DESCRIPTION, HEAD_SOURCE_META, type PageHead } from '../../../../shared/page-head';
