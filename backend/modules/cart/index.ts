export { CartCommands, CHECKOUT_SEQUENCE, type CartCatalog, type CartOrders } from './commands.ts';
export { CartQueries, type LiveOffer, type LiveOffers, type PartyNames } from './queries.ts';
export { MESSAGES as CART_MESSAGES, LIMITS as CART_LIMITS } from './rules.ts';
