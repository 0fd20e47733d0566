import {
  blank,
  day,
  drawTable,
  money,
  printable,
  quantity,
  renderPdf,
  room,
  signingSides,
  type Pdf,
  type PdfCell,
} from '../../../infra/pdf/index.ts';
import { vatRateLabel } from '../../../shared/vat/index.ts';
import { rublesInWords } from './amount-in-words.ts';
import { basisLine } from './basis.ts';
import type { DocumentIssued, DocumentParty } from './events.ts';
import { ukdPdf } from './ukd-pdf.ts';
import { updPdf } from './upd-pdf.ts';
import { DOCUMENT_TITLES } from './view.ts';

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;

const requisitesOf = (p: DocumentParty): string =>
  [p.name, p.inn ? `ИНН ${p.inn}` : null, p.kpp ? `КПП ${p.kpp}` : null, p.address]
    .filter(Boolean)
    .join(', ');
/** A sole proprietor's ИНН has 12 digits: they sign for themselves, with no chief accountant. */
const isSoleProprietor = (p: DocumentParty): boolean => /^\d{12}$/.test(p.inn ?? '');

function party(doc: Pdf, title: string, p: DocumentParty): void {
  doc
    .font('bold')
    .fontSize(10)
    .text(`${title}: `, MARGIN, doc.y, { continued: true, width: WIDTH })
    .font('regular')
    .text(printable(requisitesOf(p)));
  doc.moveDown(0.4);
}

/** «Руководитель ______ (подпись) ______ (ф.и.о.)» at the current line. */
function signature(doc: Pdf, x: number, width: number, label: string): void {
  const y = doc.y;
  doc
    .font('regular')
    .fontSize(9)
    .text(label, x, y + 2, { width: width * 0.4 });
  blank(doc, x + width * 0.42, y + 2, width * 0.25, '(подпись)');
  blank(doc, x + width * 0.7, y + 2, width * 0.3, '(расшифровка подписи)');
  doc.x = x;
  doc.y = Math.max(doc.y, y + 24);
}

/** The invoice's signatures: the head and the chief accountant, or the sole proprietor alone. */
function invoiceSignatures(doc: Pdf, seller: DocumentParty): void {
  room(doc, 70);
  doc.moveDown(1.5);
  if (isSoleProprietor(seller)) {
    signature(doc, MARGIN, WIDTH, 'Индивидуальный предприниматель');
  } else {
    signature(doc, MARGIN, WIDTH, 'Руководитель');
    signature(doc, MARGIN, WIDTH, 'Главный бухгалтер');
  }
  doc
    .font('regular')
    .fontSize(9)
    .text('М.П.', MARGIN, doc.y + 2);
}

/** The act's two sides, each with its requisites, signature and seal. */
function actSignatures(doc: Pdf, seller: DocumentParty, buyer: DocumentParty): void {
  room(doc, 150);
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      'Вышеперечисленные услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
  doc.moveDown(1.2);
  signingSides(
    doc,
    [
      { title: 'Исполнитель', text: requisitesOf(seller) },
      { title: 'Заказчик', text: requisitesOf(buyer) },
    ],
    { x: MARGIN, width: WIDTH, gap: 20, top: doc.y, textSize: 8 },
  );
}

/** The invoice or the act (portrait A4): requisites, lines, totals, the amount in words and the signatures. */
function simplePdf(document: DocumentIssued): Promise<Buffer> {
  const title = DOCUMENT_TITLES[document.docType];
  return renderPdf(
    { margin: MARGIN, title: `${title} № ${document.number}`, author: document.seller.name },
    (doc) => {
      doc
        .font('bold')
        .fontSize(16)
        .text(`${title} № ${document.number} от ${day(document.issuedOn)}`, MARGIN, doc.y, { width: WIDTH });
      if (document.corrects) {
        doc
          .font('regular')
          .fontSize(10)
          .text(
            printable(
              `Корректировка документа № ${document.corrects.number}. Причина: ${document.corrects.reason}`,
            ),
            { width: WIDTH },
          );
      }
      doc
        .moveDown(0.3)
        .font('regular')
        .fontSize(9)
        .text(printable(`Основание: ${basisLine(document)}`), { width: WIDTH });
      doc.moveDown();
      const [sellerTitle, buyerTitle] =
        document.docType === 'act' ? ['Исполнитель', 'Заказчик'] : ['Поставщик', 'Покупатель'];
      const bank = document.seller.bank;
      if (document.docType === 'invoice' && bank) {
        // The payment block accountants look for first: the seller's bank, БИК and both accounts.
        doc
          .fontSize(10)
          .font('bold')
          .text('Банк получателя: ', { continued: true })
          .font('regular')
          .text(printable(`${bank.bankName}, БИК ${bank.bik}, к/с ${bank.corrAccount}`));
        doc
          .font('bold')
          .text('Расчётный счёт получателя: ', { continued: true })
          .font('regular')
          .text(printable(bank.account));
        doc.moveDown(0.6);
      }
      party(doc, sellerTitle, document.seller);
      party(doc, buyerTitle, document.buyer);
      doc.moveDown(0.5);
      const right = (text: string): PdfCell => ({ text, align: 'right' });
      drawTable(doc, {
        x: MARGIN,
        widths: [24, 235, 50, 36, 77, 77.28],
        header: [
          ['№', 'Наименование', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map((text) => ({
            text,
            font: 'bold' as const,
            align: 'center' as const,
          })),
        ],
        rows: document.lines.map((line, index) => [
          { text: String(index + 1), align: 'center' },
          { text: line.name },
          right(quantity(line.quantity)),
          { text: line.unit, align: 'center' },
          right(money(line.price)),
          right(money(line.amount)),
        ]),
        fontSize: 9,
        padding: 3,
      });
      room(doc, 90);
      doc.moveDown();
      doc.x = MARGIN;
      doc
        .font('bold')
        .fontSize(10)
        .text(`Итого: ${money(document.total)} руб.`, MARGIN, doc.y, { width: WIDTH, align: 'right' });
      doc
        .font('regular')
        .text(
          document.vatRate === null
            ? 'Без НДС'
            : `В том числе ${vatRateLabel(document.vatRate)}: ${money(document.vat)} руб.`,
          { width: WIDTH, align: 'right' },
        );
      doc
        .font('bold')
        .text(
          `${document.docType === 'invoice' ? 'Всего к оплате' : 'Всего'}: ${money(document.total)} руб.`,
          { width: WIDTH, align: 'right' },
        );
      doc.moveDown();
      doc
        .font('regular')
        .text(
          `Всего наименований ${document.lines.length}, на сумму ${money(document.total)} руб.`,
          MARGIN,
          doc.y,
          { width: WIDTH },
        );
      doc.font('bold').text(rublesInWords(document.total), { width: WIDTH });
      if (document.docType === 'act') actSignatures(doc, document.seller, document.buyer);
      else invoiceSignatures(doc, document.seller);
    },
  );
}

/**
 * A document as a PDF from its own event data, so what was issued reads the same forever: the
 * УПД and the УКД as the official forms (landscape), the invoice and the act on portrait A4 (ADR 0032, 0056).
 */
export function documentPdf(document: DocumentIssued): Promise<Buffer> {
  if (document.docType === 'ukd') return ukdPdf(document);
  return document.docType === 'upd' ? updPdf(document) : simplePdf(document);
}
