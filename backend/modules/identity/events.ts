import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../src/write-kit/index.ts';

const schemas = {
  UserRegistered: Schema.Struct({
    userId: Schema.Int.check(Schema.isGreaterThan(0)),
    email: Schema.String.check(Schema.isMinLength(3)),
    passwordHash: Schema.String.check(Schema.isMinLength(20)),
    role: Schema.Literals(['admin', 'supplier', 'buyer']),
    firstName: Schema.String,
    lastName: Schema.String,
    middleName: Schema.String,
    inn: Schema.NullOr(Schema.String),
  }),
};

type Schemas = typeof schemas;
export type IdentityEvent = { [K in keyof Schemas]: DomainEvent<K, Schemas[K]['Type']> }[keyof Schemas];

export const identityEvents = new EventCodec<IdentityEvent>(schemas);
