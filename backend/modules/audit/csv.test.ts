import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EXPORT_RUNS, anyText, csvBack } from '../../../tests/support/any-text.ts';
import { auditCsv } from './csv.ts';
import type { AuditEntryDto } from './view.ts';

describe('the audit as CSV, whatever text was stored (ADR 0051)', () => {
  it('parses back to the same cells, bar what no text may hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: anyText, reason: anyText, value: anyText }), {
          minLength: 1,
          maxLength: 3,
        }),
        (texts) => {
          const entries: AuditEntryDto[] = texts.map((t, index) => ({
            id: `e-${index}`,
            at: '2026-11-27T10:00:00.000Z',
            actor: { id: 1, role: 'admin', name: t.name },
            entity: { type: 'product', typeLabel: 'Товар', id: String(index), name: t.name },
            eventType: 'ProductRejected',
            action: 'Отклонён',
            reason: t.reason,
            changes: [{ field: 'Название', value: t.value }],
            correlationId: 'c',
          }));
          const rows = parse(auditCsv(entries), {
            delimiter: ';',
            bom: true,
            record_delimiter: '\r\n',
          }) as string[][];
          expect(rows).toHaveLength(texts.length + 1);
          texts.forEach((t, index) =>
            expect([1, 5, 7, 8].map((column) => rows[index + 1]![column])).toEqual([
              csvBack(t.name),
              csvBack(t.name),
              csvBack(t.reason),
              csvBack(`Название: ${t.value}`),
            ]),
          );
        },
      ),
      EXPORT_RUNS,
    );
  });

  it('guards a text that starts like a formula, so Excel shows it and never runs it', () => {
    const reason = "=cmd|' /C calc'!A0";
    const entry: AuditEntryDto = {
      id: 'e-1',
      at: '2026-11-27T10:00:00.000Z',
      actor: { id: 1, role: 'admin', name: '@admin' },
      entity: { type: 'product', typeLabel: 'Товар', id: '1', name: '+Корпус' },
      eventType: 'ProductRejected',
      action: 'Отклонён',
      reason,
      changes: [],
      correlationId: 'c',
    };
    const [, row] = parse(auditCsv([entry]), {
      delimiter: ';',
      bom: true,
      record_delimiter: '\r\n',
    }) as string[][];
    expect([row![1], row![5], row![7]]).toEqual(["'@admin", "'+Корпус", `'${reason}`]);
  });
});
