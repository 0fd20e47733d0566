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
