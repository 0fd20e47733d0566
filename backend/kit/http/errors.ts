import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, TooManyRequestsError } from '../write/index.ts';

export const MESSAGES = {
  notFound: 'Запрашиваемый ресурс не найден',
  malformedJson: 'Некорректный JSON в теле запроса',
  tooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Ожидается тело запроса в формате JSON',
  badRequest: 'Некорректный запрос',
  server: 'Произошла ошибка сервера. Попробуйте позже',
} as const;

export const apiNotFound: RequestHandler = (_req, _res, next) =>
  next(new DomainError(404, 'not_found', MESSAGES.notFound));

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Every failure leaves as JSON with a Russian `message`; nothing a client sends yields a 500 or a stack. */
export function errorHandler(logger: { error(object: object, message?: string): void }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError)
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(error.status).json({
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
      return;
    }
    const http = (error ?? {}) as HttpError;
    const status = http.status ?? http.statusCode;
    if (http.type === 'entity.parse.failed') {
      res.status(400).json({ message: MESSAGES.malformedJson, code: 'malformed_json' });
    } else if (http.type === 'entity.too.large' || status === 413) {
      res.status(413).json({ message: MESSAGES.tooLarge, code: 'too_large' });
    } else if (
      status === 415 ||
      http.type === 'encoding.unsupported' ||
      http.type === 'charset.unsupported'
    ) {
      res.status(415).json({ message: MESSAGES.unsupportedMediaType, code: 'unsupported_media_type' });
    } else if (status !== undefined && status >= 400 && status < 500) {
      res.status(status).json({ message: MESSAGES.badRequest, code: 'bad_request' });
    } else {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
      res.status(500).json({ message: MESSAGES.server, code: 'server_error' });
    }
  };
}
