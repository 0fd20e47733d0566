export {
  REALTIME_PORT,
  REALTIME_RETRIES,
  REALTIME_RETRY_MS,
  connectRealtime,
  realtimeUrl,
  type RealtimeMessage,
} from './client';
export { onRealtime, useRealtimeConnection } from './useRealtime';
export { keysRefreshedBy, refreshForNotification, refreshOnPush, useLiveRefresh } from './liveRefresh';
