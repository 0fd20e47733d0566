import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { rublesInWords } from './amount-in-words.ts';
import type { DocumentParty } from './events.ts';
import { DOCUMENT_TITLES, type DocumentDoc } from './view.ts';

// DejaVu Sans from the npm registry: a font with Cyrillic, embedded into every document.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const money = (value: number): string =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value).replace(/\u00a0/g, ' ');
const day = (iso: string): string => iso.split('-').reverse().join('.');

function party(doc: PDFKit.PDFDocument, title: string, p: DocumentParty): void {
  doc.font('bold').text(`${title}: `, { continued: true }).font('regular').text(
    [p.name, p.inn ? `ИНН ${p.inn}` : null, p.kpp ? `КПП ${p.kpp}` : null, p.address].filter(Boolean).join(', '),
  );
  doc.moveDown(0.4);
}

/** A document as a PDF (A4), from its own event data: what was issued reads the same forever. */
export function documentPdf(invoice: DocumentDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${DOCUMENT_TITLES[invoice.docType]} № ${invoice.number}`, Author: invoice.seller.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONT);
    doc.registerFont('bold', FONT_BOLD);
    doc.font('bold').fontSize(16).text(`${DOCUMENT_TITLES[invoice.docType]} № ${invoice.number} от ${day(invoice.issuedOn)}`);
    if (invoice.corrects) {
      doc.font('regular').fontSize(10).text(`Корректировка документа № ${invoice.corrects.number}. Причина: ${invoice.corrects.reason}`);
    }
    doc.moveDown(0.3).font('regular').fontSize(9).text(`Основание: ${invoice.deal.label}`);
    doc.moveDown();
    doc.fontSize(10);
    const [sellerTitle, buyerTitle] = invoice.docType === 'act' ? ['Исполнитель', 'Заказчик'] : ['Поставщик', 'Покупатель'];
    const bank = invoice.seller.bank;
    if (invoice.docType === 'invoice' && bank) {
      // The payment block accountants look for first: the seller's bank, БИК and both accounts.
      doc.font('bold').text('Банк получателя: ', { continued: true }).font('regular').text(`${bank.bankName}, БИК ${bank.bik}, к/с ${bank.corrAccount}`);
      doc.font('bold').text('Расчётный счёт получателя: ', { continued: true }).font('regular').text(bank.account);
      doc.moveDown(0.6);
    }
    party(doc, sellerTitle, invoice.seller);
    party(doc, buyerTitle, invoice.buyer);
    doc.moveDown(0.5);
    const columns = [48, 70, 320, 370, 410, 480];
    const header = ['№', 'Наименование', 'Кол-во', 'Ед.', 'Цена', 'Сумма'];
    doc.font('bold');
    const top = doc.y;
    header.forEach((text, index) => doc.text(text, columns[index], top, { width: (columns[index + 1] ?? 547) - columns[index]! - 4 }));
    doc.font('regular');
    invoice.lines.forEach((line, index) => {
      const y = doc.y + 4;
      const cells = [String(index + 1), line.name, String(line.quantity), line.unit, money(line.price), money(line.amount)];
      cells.forEach((text, column) => doc.text(text, columns[column], y, { width: (columns[column + 1] ?? 547) - columns[column]! - 4 }));
    });
    doc.moveDown();
    doc.x = 48;
    doc.font('bold').text(`Итого: ${money(invoice.total)} руб.`, { align: 'right' });
    doc.font('regular').text(
      invoice.vatRate === null ? 'Без НДС' : `В том числе НДС ${invoice.vatRate}%: ${money(invoice.vat)} руб.`,
      { align: 'right' },
    );
    doc.font('bold').text(`${invoice.docType === 'invoice' ? 'Всего к оплате' : 'Всего'}: ${money(invoice.total)} руб.`, { align: 'right' });
    doc.moveDown();
    doc.font('regular').text(`Всего наименований ${invoice.lines.length}, на сумму ${money(invoice.total)} руб.`);
    doc.font('bold').text(rublesInWords(invoice.total));
    if (invoice.docType !== 'invoice') {
      doc.moveDown(2).font('regular');
      const y = doc.y;
      doc.text(`${sellerTitle}: ____________________`, 48, y);
      doc.text(`${buyerTitle}: ____________________`, 300, y);
    }
    doc.end();
  });
}
