const rules = new Intl.PluralRules('ru-RU');

/** Russian plural form: pluralRu(3, ['раздел', 'раздела', 'разделов']) → 'раздела'. */
export function pluralRu(count: number, [one, few, many]: readonly [string, string, string]): string {
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    case 'many':
      return many;
    default:
      return few;
  }
}
