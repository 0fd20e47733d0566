import { apiRequest, type ApiAnswer } from '../../../shared/api';

/** POST /api/quote-requests/lines-from-file: an XLSX or CSV list read into lines, an error per row. */
export type LinesFromFile = ApiAnswer<'/api/quote-requests/lines-from-file', 'post'>;

export function linesFromFile(file: File): Promise<LinesFromFile> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<LinesFromFile>('api/quote-requests/lines-from-file', {
    method: 'POST',
    body,
    notify: 'never',
  });
}
