import type { ProductDetails } from './events.ts';
import { analyze, analyzeTexts, encodeTerms, stem } from './search-text.ts';
import { excerptOf, type ProductSearchDoc, type SearchCardFields } from './view.ts';

/**
 * The three ranked fields of a product's search document: its name; its attributes
 * (characteristics, normative documents, delivery set, components, services); its description.
 */
export function searchTermsOf(details: ProductDetails): ProductSearchDoc['terms'] {
  const attributes = [
    ...(details.partNumber ? [details.partNumber] : []),
    ...details.characteristics.flatMap((c) => [c.name, c.value]),
    ...details.normativeDocuments.flatMap((d) => [d.name, d.standard, d.documentNumber]),
    ...details.deliverySet.map((item) => item.itemName),
    ...details.componentDescriptions.map((c) => c.componentName),
    ...details.services.map((s) => s.name),
  ];
  const text = [details.description, ...details.componentDescriptions.map((c) => c.description)];
  return {
    name: encodeTerms(analyzeTexts([details.name])),
    attributes: encodeTerms(analyzeTexts(attributes)),
    text: encodeTerms(analyzeTexts(text)),
  };
}

/** The card and the terms a product's details give its search document. */
export function searchFieldsOf(details: ProductDetails): SearchCardFields {
  return {
    categoryId: details.categoryId,
    quality: details.quality,
    name: details.name,
    partNumber: details.partNumber ?? null,
    price: details.price,
    leadTimeDays: details.leadTimeDays ?? null,
    excerpt: excerptOf(details.description),
    image: details.images[0] ?? null,
    terms: searchTermsOf(details),
  };
}

/** Legal forms say nothing about who sells a part: «ООО» would match half the sellers. */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'ооо',
  'оао',
  'зао',
  'пао',
  'нао',
  'ао',
  'ип',
  'тоо',
  'чуп',
  'гуп',
  'фгуп',
  'муп',
]);

const LEGAL_FORM_STEMS: ReadonlySet<string> = new Set([...LEGAL_FORMS].map(stem));

/** The terms of a seller's company name, its legal form left out (ADR 0060). */
export function companyTermsOf(name: string): string {
  const terms = analyze(name);
  return encodeTerms({
    words: terms.words.filter((word) => !LEGAL_FORMS.has(word)),
    stems: terms.stems.filter((term) => !LEGAL_FORM_STEMS.has(term)),
    codes: terms.codes,
  });
}

/** The terms of a warehouse's city ('г.' and the like are one letter and left out anyway). */
export function cityTermsOf(city: string): string {
  return encodeTerms(analyze(city));
}
