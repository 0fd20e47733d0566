import { describe, expect, it } from 'vitest';
import { renderPdf, signingSides, type Pdf } from './index.ts';

describe('signingSides: the parties of a signed paper', () => {
  it("puts every side's line to sign at one height, below the longer requisites, and ends the cursor below them", async () => {
    const lineHeights: number[] = [];
    let end = 0;
    let textEnd = 0;
    await renderPdf({ margin: 48, title: 'Акт', author: 'Тест' }, (doc: Pdf) => {
      const moveTo = doc.moveTo.bind(doc);
      doc.moveTo = (x: number, y: number) => {
        lineHeights.push(y);
        return moveTo(x, y);
      };
      const long =
        'АО «Депо Сортировочное», ИНН 7736207543, КПП 770401001, 620000, г. Екатеринбург, ул. Челюскинцев, д. 11';
      signingSides(
        doc,
        [
          { title: 'Исполнитель', text: 'ООО «Деталь»' },
          { title: 'Заказчик', text: `${long}\n${long}` },
        ],
        { x: 48, width: 499, gap: 20, top: 100, textSize: 8 },
      );
      textEnd = doc.heightOfString(`${long}\n${long}`, { width: 239.5 }) + 100;
      end = doc.y;
    });
    // Two blanks per side: four lines, all at one height.
    expect(lineHeights).toHaveLength(4);
    expect(new Set(lineHeights).size).toBe(1);
    expect(lineHeights[0]!).toBeGreaterThan(textEnd);
    expect(end).toBeGreaterThan(lineHeights[0]!);
  });
});
