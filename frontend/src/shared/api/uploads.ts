// POST /api/uploads/images (multipart `file`): a picture for a news item, a category, a product.
import { apiRequest } from './client';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<{ url: string }>('api/uploads/images', { method: 'POST', body });
  return answer.url;
}

// POST /api/uploads/documents (multipart `file`): a PDF (a normative document, a signed contract).
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export async function uploadDocument(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<{ url: string }>('api/uploads/documents', { method: 'POST', body });
  return answer.url;
}
