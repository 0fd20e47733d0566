import { slugify } from 'transliteration';

/** URL slug from a Russian name: «Колёсные пары» → kolesnye-pary (ё is written as е, as in the catalogue). */
export function slugFromName(name: string): string {
  const slug = slugify(name, { lowercase: true, separator: '-', replace: { ё: 'е', Ё: 'Е' } })
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug.length > 0 ? slug : 'category';
}

/** The first of slug, slug-2, slug-3 ... that is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
