import { ApiError } from '../../shared/api';

export const PRODUCT_ERROR_TEXT = {
  notFound: 'Товар не найден',
  server: 'Сервер временно недоступен. Попробуйте позже или обратитесь в поддержку.',
  fallback: 'Не удалось загрузить товар',
} as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function serverMessage(error: ApiError): string | null {
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  return null;
}

/**
 * The text of a failed product load (spec, section 8 "Product"): HTTP 500 → the server is
 * temporarily unavailable; another answer with a server message → that message; otherwise
 * 'Не удалось загрузить товар'. (404 is not an error here: the page shows 'Товар не найден'.)
 */
export function productErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PRODUCT_ERROR_TEXT.fallback;
  if (error.status === 500) return PRODUCT_ERROR_TEXT.server;
  return serverMessage(error) ?? PRODUCT_ERROR_TEXT.fallback;
}
