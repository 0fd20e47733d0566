import type { ApiSchema } from '../../shared/api';

/** Where every projection stands (GET /api/admin/ops; docs/openapi.yaml `OpsStatus`). */
export type OpsStatus = ApiSchema<'OpsStatus'>;
export type ProjectionStatus = OpsStatus['projections'][number];

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
