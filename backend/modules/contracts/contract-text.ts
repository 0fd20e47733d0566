import type { ContractTermsValue } from './events.ts';

/** A side's requisites as the contract prints them (from 'Данные компании'); what is unknown prints as a blank. */
export interface ContractCompany {
  readonly name: string;
  readonly inn: string;
  readonly kpp: string | null;
  readonly ogrn: string | null;
  readonly address: string | null;
  readonly bank: {
    readonly bankName: string;
    readonly bik: string;
    readonly corrAccount: string;
    readonly account: string;
  } | null;
}

/** What the text is made of: the contract as it stands, with both sides' requisites. */
export interface ContractTextInput {
  readonly number: string;
  readonly signed: boolean;
  /** The day both sides agreed (signed), else null: a draft has no date yet. */
  readonly signedOn: string | null;
  readonly terms: ContractTermsValue;
  readonly supplier: ContractCompany;
  readonly buyer: ContractCompany;
}

export interface ContractSection {
  readonly title: string;
  readonly clauses: readonly string[];
}

/** The договор поставки as text: heading, preamble, numbered sections, and the sides' requisites. */
export interface ContractText {
  readonly title: string;
  readonly dateLine: string;
  /** «Проект договора …» until both sides signed; the signing otherwise. */
  readonly stateNote: string;
  readonly preamble: string;
  readonly sections: readonly ContractSection[];
  readonly requisitesTitle: string;
  readonly sides: ReadonlyArray<{
    readonly role: 'Поставщик' | 'Покупатель';
    readonly lines: readonly string[];
  }>;
}

export const SITE = '«ВагонЗапчасть»';
const BLANK = '____________________';

const day = (iso: string): string => iso.split('-').reverse().join('.');
function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
const days = (n: number) => `${n} ${plural(n, 'календарный день', 'календарных дня', 'календарных дней')}`;

function paymentClauses(terms: ContractTermsValue): string[] {
  const { prepaymentPercent: prepaid, deferralDays: deferral } = terms;
  const clauses = [
    'Цена Товара указывается в заявке, подтверждённой Сторонами, в рублях Российской Федерации и включает НДС по ставке, действующей на дату отгрузки, если Поставщик является плательщиком НДС.',
  ];
  if (prepaid === 0) clauses.push('Предоплата не предусмотрена.');
  else if (prepaid === 100)
    clauses.push(
      'Покупатель оплачивает 100 % стоимости Товара по заявке до отгрузки, в течение 5 банковских дней с даты выставления счёта.',
    );
  else
    clauses.push(
      `Покупатель вносит предоплату в размере ${prepaid} % стоимости Товара по заявке в течение 5 банковских дней с даты выставления счёта.`,
    );
  if (prepaid < 100) {
    const rest = prepaid === 0 ? 'Стоимость Товара' : 'Оставшуюся часть стоимости Товара';
    clauses.push(
      deferral > 0
        ? `${rest} Покупатель оплачивает в течение ${days(deferral)} с даты поставки (подписания универсального передаточного документа).`
        : `${rest} Покупатель оплачивает не позднее дня поставки (подписания универсального передаточного документа).`,
    );
  }
  clauses.push(
    'Оплата производится перечислением денежных средств на расчётный счёт Поставщика, указанный в счёте на оплату. Обязательство по оплате исполнено с даты зачисления денежных средств на корреспондентский счёт банка Поставщика.',
  );
  return clauses;
}

function requisiteLines(company: ContractCompany): string[] {
  const bank = company.bank;
  return [
    company.name,
    `ИНН ${company.inn}${company.kpp ? `, КПП ${company.kpp}` : ''}`,
    `ОГРН${company.inn.length === 12 ? 'ИП' : ''} ${company.ogrn ?? BLANK}`,
    `Адрес: ${company.address ?? BLANK}`,
    bank ? `Банк: ${bank.bankName}, БИК ${bank.bik}` : `Банк: ${BLANK}`,
    bank ? `к/с ${bank.corrAccount}` : `к/с ${BLANK}`,
    bank ? `р/с ${bank.account}` : `р/с ${BLANK}`,
  ];
}

/** Who signs for a side: an organisation through its representative, a sole proprietor in person. */
function sideIntro(company: ContractCompany, role: string): string {
  if (company.inn.length === 12)
    return `${company.name} (ИНН ${company.inn}), именуемый в дальнейшем «${role}»`;
  return `${company.name} (ИНН ${company.inn}), именуемое в дальнейшем «${role}», в лице ${BLANK}, действующего на основании ${BLANK}`;
}

/**
 * The supply contract (договор поставки) generated from its terms and both sides' requisites
 * (ADR 0056): what a side reads before it signs, and what the signed scan is printed from.
 */
export function contractText(input: ContractTextInput): ContractText {
  const { terms, supplier, buyer } = input;
  const delivery =
    terms.deliveryTerms.trim() ||
    'самовывоз со склада Поставщика либо доставка по адресу, указанному в заявке';
  return {
    title: `ДОГОВОР ПОСТАВКИ № ${input.number}`,
    dateLine: input.signedOn
      ? `Дата заключения: ${day(input.signedOn)}`
      : 'Дата заключения: «____» ______________ 20____ г.',
    stateNote: input.signed
      ? `Договор подписан Сторонами${input.signedOn ? ` ${day(input.signedOn)}` : ''} на площадке ${SITE}.`
      : `Проект договора: не подписан. Условия действуют после подписания обеими Сторонами на площадке ${SITE}.`,
    preamble: `${sideIntro(supplier, 'Поставщик')}, с одной стороны, и ${sideIntro(buyer, 'Покупатель')}, с другой стороны, вместе именуемые «Стороны», заключили настоящий договор о нижеследующем.`,
    sections: [
      {
        title: 'Предмет договора',
        clauses: [
          `Предмет договора: ${terms.subject}. Поставщик обязуется передавать в собственность Покупателя товар (далее — «Товар»), а Покупатель — принимать и оплачивать его на условиях настоящего договора.`,
          `Наименование, количество, ассортимент, цена и срок поставки Товара согласуются Сторонами в заявках Покупателя, подтверждённых Поставщиком на площадке ${SITE}; подтверждённая заявка является неотъемлемой частью договора.`,
          ...(terms.priceReference.trim()
            ? [`Цены на Товар определяются по: ${terms.priceReference.trim()}.`]
            : []),
        ],
      },
      { title: 'Цена и порядок расчётов', clauses: paymentClauses(terms) },
      {
        title: 'Сроки и условия поставки',
        clauses: [
          'Срок поставки указывается в подтверждённой заявке.',
          `Условия поставки: ${delivery}.`,
          'Вместе с Товаром Поставщик передаёт Покупателю универсальный передаточный документ (УПД), а также документы, подтверждающие качество Товара, если они требуются для него.',
          'Право собственности на Товар и риск его случайной гибели переходят к Покупателю с момента передачи Товара и подписания УПД.',
        ],
      },
      {
        title: 'Приёмка Товара',
        clauses: [
          'Приёмка Товара по количеству и комплектности производится при его передаче, по качеству — в течение 10 рабочих дней с даты поставки.',
          'Качество Товара должно соответствовать техническому регламенту Таможенного союза ТР ТС 001/2011 «О безопасности железнодорожного подвижного состава» (для Товара, на который он распространяется), государственным стандартам и техническим условиям изготовителя.',
          'При обнаружении несоответствия Товара по количеству, комплектности или качеству Покупатель составляет акт и уведомляет Поставщика в течение 3 рабочих дней; Поставщик за свой счёт допоставляет или заменяет Товар в согласованный Сторонами срок.',
        ],
      },
      {
        title: 'Ответственность Сторон',
        clauses: [
          'За неисполнение или ненадлежащее исполнение обязательств по договору Стороны несут ответственность в соответствии с законодательством Российской Федерации.',
          'За просрочку оплаты Поставщик вправе потребовать от Покупателя неустойку в размере 0,1 % от неоплаченной в срок суммы за каждый день просрочки, но не более 10 % этой суммы.',
          'За просрочку поставки Покупатель вправе потребовать от Поставщика неустойку в размере 0,1 % от стоимости непоставленного в срок Товара за каждый день просрочки, но не более 10 % этой стоимости.',
          'Стороны освобождаются от ответственности за неисполнение обязательств, вызванное обстоятельствами непреодолимой силы, при условии уведомления другой Стороны в течение 5 рабочих дней с их наступления.',
          'Споры разрешаются переговорами; претензионный порядок обязателен, срок ответа на претензию — 10 рабочих дней. Неурегулированные споры передаются на рассмотрение арбитражного суда в порядке, установленном законодательством Российской Федерации.',
        ],
      },
      {
        title: 'Срок действия договора',
        clauses: [
          `Договор действует с ${day(terms.validFrom)} по ${day(terms.validTo)} включительно, а в части расчётов — до полного исполнения Сторонами своих обязательств.`,
          'Заявки, подтверждённые в срок действия договора, исполняются на его условиях и после окончания этого срока.',
          `Каждая Сторона вправе расторгнуть договор, уведомив другую Сторону на площадке ${SITE} с указанием причины; обязательства по подтверждённым до этого заявкам исполняются.`,
          `Стороны признают согласование и подписание договора на площадке ${SITE} выражением своей воли. Договор составлен в двух экземплярах, имеющих равную юридическую силу; скан подписанного экземпляра прикладывается к договору на площадке.`,
        ],
      },
    ],
    requisitesTitle: 'Реквизиты и подписи Сторон',
    sides: [
      { role: 'Поставщик', lines: requisiteLines(supplier) },
      { role: 'Покупатель', lines: requisiteLines(buyer) },
    ],
  };
}
