/** The error catalogue of the API client, word for word. */
export const API_MESSAGES = {
  sessionExpired: 'Сессия истекла. Пожалуйста, войдите заново',
  accessDeniedLogout: 'Доступ запрещен. Пожалуйста, войдите заново',
  forbidden: 'У вас нет прав для выполнения этого действия',
  authError: 'Произошла ошибка авторизации. Пожалуйста, войдите заново',
  notFound: 'Запрашиваемый ресурс не найден',
  serverError: 'Произошла ошибка сервера. Попробуйте позже',
  requestFailed: 'Произошла ошибка при выполнении запроса',
  noResponse: 'Не удалось связаться с сервером. Проверьте подключение к интернету',
  refreshWithoutToken: 'Необходимо войти в систему заново',
  invalidResponse: 'Сервер вернул некорректный ответ',
} as const;

/** The default text for a failed call whose answer carried no `message`. */
export function defaultErrorMessage(status: number): string {
  if (status === 0) return API_MESSAGES.noResponse;
  if (status === 401) return API_MESSAGES.authError;
  if (status === 403) return API_MESSAGES.forbidden;
  if (status === 404) return API_MESSAGES.notFound;
  if (status >= 500) return API_MESSAGES.serverError;
  return API_MESSAGES.requestFailed;
}
