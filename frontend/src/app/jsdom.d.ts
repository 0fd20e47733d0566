// The one part of jsdom the server renderer uses (its own type package would bring the DOM's
// types into the backend's compilation).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
