import {
  footEveryPage,
  printable,
  renderPdf,
  room,
  signingSides,
  type Pdf,
} from '../../../infra/pdf/index.ts';
import type { ContractText } from './contract-text.ts';

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

/** The two sides' requisites side by side, each with its line to sign and the seal's place. */
function requisites(doc: Pdf, text: ContractText): void {
  doc.font('regular').fontSize(9);
  const half = WIDTH / 2 - 12;
  const heights = text.sides.map((side) =>
    doc.heightOfString(printable(side.lines.join('\n')), { width: half }),
  );
  room(doc, Math.max(...heights) + 110);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(11)
    .text(`${text.sections.length + 1}. ${text.requisitesTitle}`, MARGIN, doc.y, {
      width: WIDTH,
      align: 'center',
    });
  doc.moveDown(0.5);
  signingSides(
    doc,
    text.sides.map((side) => ({ title: side.role, text: side.lines.join('\n') })),
    { x: MARGIN, width: WIDTH, gap: 24, top: doc.y, textSize: 9 },
  );
}

/** The contract's text as a PDF (portrait A4), numbered «Стр. 1 из 3» at the foot of each page. */
export function contractPdf(text: ContractText, author: string): Promise<Buffer> {
  return renderPdf({ margin: MARGIN, title: text.title, author }, (doc) => {
    doc.font('bold').fontSize(14).text(text.title, MARGIN, doc.y, { width: WIDTH, align: 'center' });
    doc.moveDown(0.4);
    doc.font('regular').fontSize(10).text(text.dateLine, { width: WIDTH, align: 'right' });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(text.stateNote, { width: WIDTH, align: 'right' })
      .fillColor('black');
    doc.moveDown(0.8);
    doc
      .font('regular')
      .fontSize(10)
      .text(printable(text.preamble), MARGIN, doc.y, { width: WIDTH, align: 'justify' });
    text.sections.forEach((section, index) => {
      room(doc, 60);
      doc.moveDown(0.8);
      doc
        .font('bold')
        .fontSize(11)
        .text(`${index + 1}. ${section.title}`, MARGIN, doc.y, { width: WIDTH, align: 'center' });
      doc.moveDown(0.3);
      section.clauses.forEach((clause, number) => {
        doc
          .font('regular')
          .fontSize(10)
          .text(printable(`${index + 1}.${number + 1}. ${clause}`), MARGIN, doc.y, {
            width: WIDTH,
            align: 'justify',
          });
        doc.moveDown(0.2);
      });
    });
    requisites(doc, text);
    return (pdf, pages) =>
      footEveryPage(pdf, pages, (page) => `${text.title} · Стр. ${page + 1} из ${pages}`, {
        size: 8,
        above: 36,
        lineBreak: false,
        colorAfter: 'black',
      });
  });
}
