import type { ProductDetails } from './events.ts';
import { analyze, encodeTerms } from './search-text.ts';
import type { ProductSearchDoc } from './view.ts';

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
    name: encodeTerms(analyze(details.name)),
    attributes: encodeTerms(analyze(attributes.join('\n'))),
    text: encodeTerms(analyze(text.join('\n'))),
  };
}
