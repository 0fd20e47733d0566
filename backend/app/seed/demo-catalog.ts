import type { FileStore } from '../../../infra/file-store/index.ts';
import type { Actor, CatalogCommands, ProductDetails } from '../../modules/catalog/index.ts';
import type { CategoryCommands } from '../../modules/categories/index.ts';
import type { CompanyCommands } from '../../modules/companies/index.ts';
import { EMAIL_SCOPE, type IdentityCommands } from '../../modules/identity/index.ts';
import type { CommandContext, Reservations } from '../../kit/write/index.ts';
import { storeDemoImages, type DemoImage } from './demo-images.ts';
import { DEMO_DOCUMENT_FILES, DEMO_FAMILIES, type DemoFamily } from './demo-products.ts';

export interface DemoWarehouse {
  readonly name: string;
  readonly city: string;
  readonly address: string;
  readonly workingHours: string;
}

export interface DemoSupplier {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string;
  readonly company: {
    readonly name: string;
    readonly inn: string;
    readonly kpp: string;
    readonly ogrn: string;
    readonly legalAddress: string;
  };
  readonly warehouses: readonly DemoWarehouse[];
}

/** The password of the demo suppliers' accounts (README). */
export const DEMO_SUPPLIER_PASSWORD = 'vagon-demo-2026';

/** Fictional suppliers with ИНН and ОГРН that pass the ФНС check digits. */
export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    email: 'sales@vagonremkomplekt.example.ru',
    firstName: 'Андрей',
    lastName: 'Корнилов',
    middleName: 'Сергеевич',
    company: {
      name: 'ООО «ВагонРемКомплект»',
      inn: '6671045836',
      kpp: '667101001',
      ogrn: '1166658012344',
      legalAddress: '620017, г. Екатеринбург, ул. Фронтовых Бригад, д. 18, офис 204',
    },
    warehouses: [
      {
        name: 'Склад Екатеринбург-Сортировочный',
        city: 'Екатеринбург',
        address: 'ул. Смазчиков, д. 3, ворота 2',
        workingHours: 'Пн–Пт 8:00–17:00, Сб 9:00–13:00',
      },
      {
        name: 'Площадка Челябинск',
        city: 'Челябинск',
        address: 'ул. Героев Танкограда, д. 71П',
        workingHours: 'Пн–Пт 8:00–17:00',
      },
    ],
  },
  {
    email: 'zakaz@urallitye.example.ru',
    firstName: 'Ольга',
    lastName: 'Шестакова',
    middleName: 'Викторовна',
    company: {
      name: 'АО «УралЛитьё»',
      inn: '6623158903',
      kpp: '662301001',
      ogrn: '1096623007810',
      legalAddress: '622001, Свердловская обл., г. Нижний Тагил, Восточное шоссе, д. 28',
    },
    warehouses: [
      {
        name: 'Склад готовой продукции',
        city: 'Нижний Тагил',
        address: 'Восточное шоссе, д. 28, корп. 7',
        workingHours: 'Пн–Пт 7:30–16:30',
      },
      {
        name: 'Склад Пермь',
        city: 'Пермь',
        address: 'ул. Героев Хасана, д. 105, стр. 4',
        workingHours: 'Пн–Пт 9:00–18:00',
      },
    ],
  },
  {
    email: 'opt@transdetal.example.ru',
    firstName: 'Максим',
    lastName: 'Гордеев',
    middleName: 'Игоревич',
    company: {
      name: 'ООО «ТрансДеталь»',
      inn: '7728143670',
      kpp: '772801001',
      ogrn: '1177746133520',
      legalAddress: '117342, г. Москва, ул. Профсоюзная, д. 65, корп. 1, офис 312',
    },
    warehouses: [
      {
        name: 'Склад Люберцы',
        city: 'Люберцы',
        address: 'Московская обл., Котельнический проезд, д. 4',
        workingHours: 'Пн–Пт 9:00–18:00',
      },
      {
        name: 'Склад Новосибирск',
        city: 'Новосибирск',
        address: 'ул. Станционная, д. 38, стр. 2',
        workingHours: 'Пн–Пт 8:00–17:00 (НСК)',
      },
      {
        name: 'Склад Ростов-на-Дону',
        city: 'Ростов-на-Дону',
        address: 'ул. Портовая, д. 193',
        workingHours: 'Пн–Пт 8:30–17:30',
      },
    ],
  },
];

/** One product a supplier offers: a family in one quality. */
export interface DemoOffer {
  readonly family: DemoFamily;
  readonly supplier: number;
  readonly quality: 'new' | 'repaired';
}

/** Every supplier of a family sells it new; where the trade repairs it, the first one also after repair. */
export function demoOffers(): DemoOffer[] {
  return DEMO_FAMILIES.flatMap((family) =>
    family.suppliers.flatMap((supplier, index): DemoOffer[] => [
      { family, supplier, quality: 'new' },
      ...(family.repairedPrice !== undefined && index < 2
        ? [{ family, supplier, quality: 'repaired' as const }]
        : []),
    ]),
  );
}

/**
 * What a supplier writes about an offer (the input of the create command). `imageUrls`: where the
 * demo pictures are stored (storeDemoImages); a picture not among them is left out.
 */
export function demoProductInput(
  offer: DemoOffer,
  categoryId: number,
  supplierIndex: number,
  imageUrls: ReadonlyMap<DemoImage, string> = new Map(),
): Omit<ProductDetails, 'categoryId'> & { categoryId: number } {
  const { family, quality } = offer;
  const repaired = quality === 'repaired';
  const overrides = new Map(repaired ? (family.repairedCharacteristics ?? []) : []);
  const characteristics = family.characteristics.map(([name, value]) => ({
    name,
    value: overrides.get(name) ?? value,
  }));
  for (const [name, value] of overrides) {
    if (!family.characteristics.some(([known]) => known === name)) characteristics.push({ name, value });
  }
  // Prices differ a little from supplier to supplier, as they do.
  const price =
    Math.round(((repaired ? family.repairedPrice! : family.price) * (1 + supplierIndex * 0.03)) / 10) * 10;
  const description = repaired
    ? `${family.description} Деталь после деповского ремонта: дефектоскопия, восстановление размеров, гарантия 12 месяцев.`
    : family.description;
  return {
    name: family.name,
    price,
    description,
    categoryId,
    quality,
    images: family.images.flatMap((image) => imageUrls.get(image) ?? []),
    characteristics,
    deliverySet: (family.deliverySet ?? []).map((item, index) => ({
      itemName: item.itemName,
      quantity: item.quantity,
      unitWeight: item.unitWeight,
      totalWeight: Math.round(item.unitWeight * item.quantity * 1000) / 1000,
      pricePerUnit: index === 0 && family.deliverySet!.length > 1 ? price : item.pricePerUnit,
      totalPrice:
        Math.round(
          (index === 0 && family.deliverySet!.length > 1 ? price : item.pricePerUnit) * item.quantity * 100,
        ) / 100,
    })),
    normativeDocuments: (family.documents ?? []).map((document) => ({
      name: document.name,
      standard: document.standard,
      documentNumber: document.documentNumber,
      filePath: DEMO_DOCUMENT_FILES.get(document.standard) ?? null,
    })),
    componentDescriptions: (family.components ?? []).map(([componentName, description]) => ({
      componentName,
      description,
    })),
    services: [],
  };
}

/** A few demo offers are out of stock: made (or repaired) on order. */
export const demoOutOfStock = (offerIndex: number): boolean => offerIndex % 11 === 5;

/**
 * Days to ship (ADR 0065) as the trade quotes them: 1–3 days from stock (a repaired part up to 5,
 * it is checked once more before shipping); out of stock, 20–60 days to make a new one or 10–30
 * to repair one on order.
 */
export function demoLeadTimeDays(offerIndex: number, quality: 'new' | 'repaired'): number {
  if (!demoOutOfStock(offerIndex)) return quality === 'new' ? 1 + (offerIndex % 3) : 2 + (offerIndex % 4);
  return quality === 'new' ? 20 + ((offerIndex * 13) % 41) : 10 + ((offerIndex * 7) % 21);
}

export interface DemoCatalogDeps {
  readonly identity: IdentityCommands;
  readonly companies: CompanyCommands;
  readonly categories: CategoryCommands;
  readonly catalog: CatalogCommands;
  readonly reservations: Reservations;
  readonly files: FileStore;
}

/**
 * Seeds each demo supplier (account, company, warehouses, published products with the demo
 * pictures, stored first when missing) through the commands, but only a supplier whose e-mail is
 * not taken yet: a restart never seeds twice, and a store that predates the catalogue gets it on
 * its next start (ADR 0008, 0011). Returns how many suppliers and products were created.
 */
export async function seedDemoCatalog(
  deps: DemoCatalogDeps,
  context: CommandContext,
): Promise<Record<string, number>> {
  const seeded: Record<string, number> = {};
  const categories = await deps.categories.all();
  const categoryId = (family: DemoFamily): number | null => {
    const category = categories.find((node) => node.name === family.category && !node.isNameFilter);
    if (!category) return null;
    if (!family.nameFilter) return category.id;
    return (
      categories.find(
        (node) => node.parentId === category.id && node.isNameFilter && node.name === family.nameFilter,
      )?.id ?? category.id
    );
  };
  const offers = demoOffers();
  let imageUrls: ReadonlyMap<DemoImage, string> | undefined;
  for (const [index, supplier] of DEMO_SUPPLIERS.entries()) {
    if ((await deps.reservations.holder(EMAIL_SCOPE, supplier.email)) !== null) continue;

    if (imageUrls === undefined) {
      const stored = await storeDemoImages(deps.files);
      imageUrls = stored.urls;
      seeded.images = stored.written;
    }
    const session = await deps.identity.register(
      {
        email: supplier.email,
        inn: supplier.company.inn,
        password: DEMO_SUPPLIER_PASSWORD,
        passwordConfirm: DEMO_SUPPLIER_PASSWORD,
        role: 'supplier',
        firstName: supplier.firstName,
        lastName: supplier.lastName,
        middleName: supplier.middleName,
      },
      'demo-seed',
      context,
    );
    // The seed signs nobody in: the session registration opened ends at once.
    await deps.identity.logout(session.refreshToken, context);
    const acting: CommandContext = { ...context, userId: String(session.userId), role: 'supplier' };
    const actor: Actor = { userId: session.userId, role: 'supplier' };
    await deps.companies.register(supplier.company, acting);
    const warehouses: number[] = [];
    for (const warehouse of supplier.warehouses) {
      warehouses.push((await deps.catalog.createWarehouse(warehouse, actor, acting)).id);
    }
    let products = 0;
    for (const [offerIndex, offer] of offers.entries()) {
      if (offer.supplier !== index) continue;
      const category = categoryId(offer.family);
      if (category === null) continue;
      const input = {
        ...demoProductInput(offer, category, index, imageUrls),
        leadTimeDays: demoLeadTimeDays(offerIndex, offer.quality),
      };
      const { id } = await deps.catalog.createProduct(input, actor, acting);
      // Some in one warehouse, some in several, a few out of stock.
      const stocks = warehouses
        .filter((_, w) => (offerIndex + w) % 3 !== 2 || w === 0)
        .slice(0, 1 + (offerIndex % warehouses.length))
        .map((warehouseId, w) => ({
          warehouseId,
          quantity: demoOutOfStock(offerIndex) ? 0 : 2 + ((offerIndex * 7 + w * 5) % 40),
        }));
      await deps.catalog.setStock(id, stocks, actor, acting);
      await deps.catalog.submitProduct(id, actor, acting);
      await deps.catalog.publishProduct(id, { userId: null, role: 'system' }, context);
      products += 1;
    }
    seeded.suppliers = (seeded.suppliers ?? 0) + 1;
    seeded.products = (seeded.products ?? 0) + products;
  }
  return seeded;
}
