/** What a user is told about a file refused or missing. */
export const MESSAGES = {
  fileRequired: 'Прикрепите файл в поле «file»',
  imageType: 'Изображение должно быть в формате PNG, JPEG или WebP',
  imageTooLarge: 'Изображение должно быть не больше 5 МБ',
  documentType: 'Документ должен быть в формате PDF',
  documentTooLarge: 'Документ должен быть не больше 20 МБ',
  notFound: 'Файл не найден',
  unreadableImage:
    'Не удалось прочитать изображение: файл повреждён или слишком велик (не больше 40 млн пикселей)',
} as const;
