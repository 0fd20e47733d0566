import { describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import { DomainError } from './errors.ts';
import { NOT_AN_OBJECT, decodeInput, forbiddenCharacterMessage, type CrossFieldRules } from './input.ts';

const Body = Schema.Struct({
  name: Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(10)),
  price: Schema.optional(Schema.NullOr(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)))),
  negotiable: Schema.optional(Schema.Boolean),
});
const FIELDS = {
  name: 'Введите название',
  price: 'Цена — число от 0',
  negotiable: 'Договорная — да или нет',
} as const;
const priceUnlessNegotiable: CrossFieldRules = (input): Record<string, string> =>
  input.price === undefined && input.negotiable !== true ? { price: 'Укажите цену' } : {};

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeInput', () => {
  it('returns the decoded input: texts trimmed, unknown fields dropped', () => {
    expect(decodeInput(Body, { name: '  Колесо ', price: 5, extra: 1 }, FIELDS)).toEqual({
      name: 'Колесо',
      price: 5,
    });
  });

  it('refuses what is not an object with 400 and one message', () => {
    for (const input of [null, undefined, 'text', 5, [{ name: 'Колесо' }]]) {
      const error = refusal(() => decodeInput(Body, input, FIELDS));
      expect(error.status).toBe(400);
      expect(error.message).toBe(NOT_AN_OBJECT);
    }
  });

  it('names every failed field with its Russian text, in the order of the field messages', () => {
    const error = refusal(() => decodeInput(Body, { negotiable: 'да', price: -1, name: ' ' }, FIELDS));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ name: FIELDS.name, price: FIELDS.price, negotiable: FIELDS.negotiable });
    expect(Object.keys(error.fields!)).toEqual(['name', 'price', 'negotiable']);
    expect(error.message).toBe(FIELDS.name);
  });

  it('tells the rules between fields beside the fields’ own errors, never over them', () => {
    expect(
      refusal(() => decodeInput(Body, { name: 'Колесо' }, FIELDS, priceUnlessNegotiable)).fields,
    ).toEqual({ price: 'Укажите цену' });
    expect(refusal(() => decodeInput(Body, { name: '' }, FIELDS, priceUnlessNegotiable)).fields).toEqual({
      name: FIELDS.name,
      price: 'Укажите цену',
    });
    const both = refusal(() =>
      decodeInput(Body, { name: 'Колесо', price: 'x' }, FIELDS, () => ({ price: 'Укажите цену' })),
    );
    expect(both.fields).toEqual({ price: FIELDS.price });
    expect(decodeInput(Body, { name: 'Колесо', negotiable: true }, FIELDS, priceUnlessNegotiable)).toEqual({
      name: 'Колесо',
      negotiable: true,
    });
  });

  it('names a field it has no text for', () => {
    expect(
      refusal(() => decodeInput(Body, { name: 'Колесо', price: 'x' }, { name: FIELDS.name })).fields,
    ).toEqual({
      price: 'Некорректное значение поля «price»',
    });
  });

  it('refuses a forbidden character in any text it keeps, nested or in a key, with its own reason', () => {
    const Nested = Schema.Struct({
      name: Schema.Trim,
      lines: Schema.Array(Schema.Struct({ unit: Schema.String })),
      columns: Schema.optional(Schema.Record(Schema.String, Schema.String)),
      comment: Schema.optional(Schema.String),
    });
    const texts = { name: 'Введите название', lines: 'Строки', columns: 'Столбцы', comment: 'Комментарий' };
    const error = refusal(() =>
      decodeInput(
        Nested,
        {
          name: 'Колесо\u0000',
          lines: [{ unit: 'шт' }, { unit: '\ud800' }],
          columns: { 'A\uffff': 'name' },
          comment: 'строка\tи\nстрока',
        },
        texts,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      name: forbiddenCharacterMessage('U+0000'),
      lines: forbiddenCharacterMessage('U+D800'),
      columns: forbiddenCharacterMessage('U+FFFF'),
    });
    expect(error.message).toBe(
      'Текст содержит недопустимый символ U+0000 (управляющий или не существующий в Юникоде) — удалите его',
    );
  });

  it('tells the forbidden character over the field’s own text and beside other fields’ errors; ignores fields it drops', () => {
    const error = refusal(() =>
      decodeInput(Body, { name: 'очень длинное\u0007 название', price: -1, extra: '\u0000' }, FIELDS),
    );
    expect(error.fields).toEqual({ name: forbiddenCharacterMessage('U+0007'), price: FIELDS.price });
    expect(decodeInput(Body, { name: 'Колесо', extra: '\u0000', nested: { '\u0001': 1 } }, FIELDS)).toEqual({
      name: 'Колесо',
    });
  });
});
