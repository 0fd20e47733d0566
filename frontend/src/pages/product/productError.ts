import { ApiError, responseMessage } from '../../shared/api';

export const PRODUCT_ERROR_TEXT = {
  notFound: 'Товар не найден',
  server: 'Сервер временно недоступен. Попробуйте позже или обратитесь в поддержку.',
  fallback: 'Не удалось загрузить товар',
} as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The toast of a failed product load: HTTP 500 → the server is
 * temporarily unavailable; 404 → 'Товар не найден'; another answer with a server message → that
 * message; otherwise 'Не удалось загрузить товар'.
 */
export function productErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PRODUCT_ERROR_TEXT.fallback;
  if (error.status === 500) return PRODUCT_ERROR_TEXT.server;
  if (error.status === 404) return PRODUCT_ERROR_TEXT.notFound;
  return responseMessage(error)?.trim() ?? PRODUCT_ERROR_TEXT.fallback;
}
