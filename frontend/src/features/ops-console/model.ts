export interface ProjectionStatus {
  name: string;
  version: number;
  collection: string | null;
  position: { commit: number } | null;
  lagEvents: number | null;
  lagSeconds: number;
  rate: number[];
  lastError: { at: string; message: string } | null;
  rebuild: {
    collection: string;
    startedAt: string;
    applied: number;
    caughtUp: boolean;
    percent: number;
  } | null;
}

export interface OpsStatus {
  at: string;
  head: { commit: number };
  adapters: { eventStore: string; readStore: string; queue: string; pubsub: string };
  projectorsHere: boolean;
  projections: ProjectionStatus[];
  queues: Array<{ name: string; waiting: number; active: number; failed: number }>;
}

export const OPS_TEXT = {
  loading: 'Загрузка состояния...',
  loadError: 'Не удалось загрузить состояние',
  retry: 'Повторить',
  head: 'Голова журнала',
  adapters: 'Хранилища',
  worker: 'Проекции работают в отдельном процессе: перестройка — командой npm run replay',
  projections: 'Проекции',
  queues: 'Очереди',
  columns: {
    name: 'Проекция',
    collection: 'Коллекция',
    position: 'Позиция',
    lag: 'Отставание',
    rate: 'Событий/с, 10 мин',
    error: 'Последняя ошибка',
    actions: 'Перестройка',
  },
  queueColumns: { name: 'Очередь', waiting: 'Ждут', active: 'Выполняются', failed: 'С ошибкой', actions: '' },
  events: (n: number) => `${n} соб.`,
  seconds: (s: number) => `${s < 10 ? s.toFixed(1) : Math.round(s)} с`,
  caughtUp: 'нет',
  rebuild: 'Перестроить',
  rebuilding: (percent: number) => `Перестройка: ${percent}%`,
  switching: 'Переключение...',
  retryFailed: 'Повторить',
  noErrors: '—',
} as const;
