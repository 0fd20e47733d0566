/*
 * The realtime socket: port 3001 of the page's host (the server may name
 * another in `<meta name="realtime-port">`), wss on https; on open it authenticates with the access
 * token and the user id; after a close it retries up to 5 times, 3000 ms apart, and the count starts
 * again after a successful connection. Before authenticating again it refreshes the access token.
 */

export const REALTIME_PORT = 3001;
export const REALTIME_RETRIES = 5;
export const REALTIME_RETRY_MS = 3000;

export interface RealtimeMessage {
  type: string;
  data: unknown;
}

export interface RealtimeOptions {
  /** The signed-in user's id and a valid access token (refreshed when `fresh` is true). */
  credentials(fresh: boolean): Promise<{ userId: string; token: string } | null>;
  onMessage(message: RealtimeMessage): void;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'hostname'>,
  document?: Pick<Document, 'querySelector'>,
): string {
  const meta = document?.querySelector<HTMLMetaElement>('meta[name="realtime-port"]');
  const port = meta && /^\d{1,5}$/.test(meta.content) ? Number(meta.content) : REALTIME_PORT;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${scheme}://${host}:${port}`;
}

/** Opens the socket and keeps it open; the returned function closes it for good. */
export function connectRealtime(url: string, options: RealtimeOptions): () => void {
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: WebSocket | null = null;
  let retries = 0;
  let timer: unknown = null;
  let stopped = false;
  let reconnecting = false;

  const open = () => {
    if (stopped) return;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      retries = 0;
      void options.credentials(reconnecting).then((credentials) => {
        if (!credentials || stopped || socket !== current) return;
        current.send(JSON.stringify({ type: 'auth', userId: credentials.userId, token: credentials.token }));
      });
    };
    current.onmessage = (event: MessageEvent) => {
      try {
        const message = JSON.parse(String(event.data)) as RealtimeMessage;
        if (message && typeof message.type === 'string') options.onMessage(message);
      } catch {
        // Not ours: ignored.
      }
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      socket = null;
      if (retries >= REALTIME_RETRIES) return;
      retries += 1;
      reconnecting = true;
      timer = setTimer(open, REALTIME_RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    socket?.close();
    socket = null;
  };
}
