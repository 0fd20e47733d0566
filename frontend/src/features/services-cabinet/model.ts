import {
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_STATUS_LABELS as SERVICE_STATUSES,
  type ApiSchema,
} from '../../shared/api';
import type { Tone } from '../../shared/ui';

/** Services and service requests as the cabinet shows them to suppliers, customers and admins. */

/** A service as its supplier and the moderators see it (docs/openapi.yaml, `OwnService`; ADR 0046). */
export type OwnService = ApiSchema<'OwnService'>;
export type ServiceRequest = ApiSchema<'ServiceRequest'>;
export type TimelineStep = ApiSchema<'TimelineStep'>;
/** What a supplier writes about a service (the editor's form and the API's body). */
export type ServiceForm = ApiSchema<'ServiceDetails'>;
export type ServiceStatus = OwnService['status'];
export type PriceType = ServiceForm['priceType'];
export type RequestStatus = ServiceRequest['status'];

export type RequestSide = 'requester' | 'supplier' | 'admin';
export type RequestAction = 'quote' | 'accept' | 'decline' | 'cancel' | 'complete';

export const EMPTY_FORM: ServiceForm = {
  name: '',
  shortDescription: '',
  description: '',
  price: null,
  priceType: 'fixed',
  duration: '',
  location: '',
  isRemote: false,
  requirements: '',
  images: [],
  categoryId: null,
};

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Фиксированная',
  hourly: 'Почасовая',
  daily: 'Дневная',
  custom: 'По договорённости',
};

/** Status words come from the API document (docs/openapi.yaml, x-labels). */
export const SERVICE_STATUS_LABELS: Readonly<Record<ServiceStatus, string>> = SERVICE_STATUSES;
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = SERVICE_REQUEST_STATUS_LABELS;

export function requestTone(status: RequestStatus): Tone {
  if (status === 'new' || status === 'quoted') return 'wait';
  if (status === 'accepted') return 'go';
  if (status === 'done') return 'done';
  return 'stop';
}

/** What the viewer may do with a request now (the server decides again). */
export function requestActions(request: ServiceRequest, viewerId: number): RequestAction[] {
  const supplier = viewerId === request.supplierId;
  const requester = viewerId === request.requesterId;
  switch (request.status) {
    case 'new':
      return [
        ...(supplier ? (['quote', 'decline'] as const) : []),
        ...(requester ? (['cancel'] as const) : []),
      ];
    case 'quoted':
      return [
        ...(supplier ? (['quote', 'decline'] as const) : []),
        ...(requester ? (['accept', 'decline'] as const) : []),
      ];
    case 'accepted':
      return supplier ? ['complete'] : [];
    default:
      return [];
  }
}

export const SERVICES_TEXT = {
  newService: 'Новая услуга',
  search: 'Поиск',
  searchPlaceholder: 'Название услуги',
  status: 'Статус',
  allStatuses: 'Все статусы',
  reset: 'Сбросить',
  loading: 'Загрузка услуг…',
  loadError: 'Не удалось загрузить услуги',
  retry: 'Повторить',
  empty: 'У вас пока нет услуг',
  emptyHint: 'Добавьте услугу: после модерации её увидят покупатели в разделе «Услуги».',
  emptyFiltered: 'Под выбранные условия услуги не найдены',
  columns: {
    name: 'Услуга',
    category: 'Категория',
    price: 'Цена',
    status: 'Статус',
    updated: 'Изменена',
    actions: 'Действия',
  },
  noCategory: 'Без категории',
  priceByAgreement: 'По договорённости',
  pendingEdit: 'Изменения на модерации; покупатели видят опубликованную версию',
  actions: {
    edit: 'Изменить',
    submit: 'На модерацию',
    archive: 'В архив',
    restore: 'Вернуть в черновики',
    selected: (count: number) => `Выбрано: ${count}`,
    bulkSubmit: 'Отправить на модерацию',
    bulkArchive: 'В архив',
  },
  done: 'Готово',
  editor: {
    createTitle: 'Новая услуга',
    editTitle: 'Изменение услуги',
    name: 'Название',
    shortDescription: 'Краткое описание',
    description: 'Описание',
    priceType: 'Тип цены',
    price: 'Цена, ₽',
    duration: 'Срок выполнения',
    location: 'Место оказания',
    isRemote: 'Возможно удалённо',
    requirements: 'Требования к заказчику',
    category: 'Категория',
    images: 'Изображения',
    save: 'Сохранить',
    saveAndSubmit: 'Сохранить и отправить на модерацию',
    cancel: 'Отмена',
    saved: 'Услуга сохранена',
    unsaved: 'Изменения не сохранены. Закрыть без сохранения?',
    publishedNote:
      'Услуга опубликована: изменения вступят в силу после модерации, до тех пор покупатели видят текущую версию.',
  },
  requests: {
    loadError: 'Не удалось загрузить заявки',
    empty: {
      requester: 'Вы ещё не отправляли заявок на услуги',
      supplier: 'Заявок на ваши услуги пока нет',
      admin: 'Заявок на услуги нет',
    },
    emptyHint: {
      requester: 'Найдите услугу в разделе «Услуги» и нажмите «Оставить заявку».',
      supplier: 'Заявки появятся здесь, когда покупатели запросят ваши опубликованные услуги.',
      admin: '',
    },
    columns: {
      number: 'Номер',
      service: 'Услуга',
      party: { requester: 'Поставщик', supplier: 'Заказчик', admin: 'Стороны' },
      price: 'Стоимость',
      status: 'Статус',
      date: 'Создана',
    },
    panel: {
      title: (number: string) => `Заявка ${number}`,
      service: 'Услуга',
      description: 'Задача',
      phone: 'Телефон',
      email: 'E-mail',
      preferredDate: 'Желаемая дата',
      quote: 'Предложение поставщика',
      price: 'Стоимость',
      date: 'Дата выполнения',
      comment: 'Комментарий',
      timeline: 'История',
    },
    actions: {
      quote: 'Предложить стоимость',
      accept: 'Принять предложение',
      decline: 'Отклонить',
      cancel: 'Отменить заявку',
      complete: 'Услуга оказана',
    },
    reason: 'Причина',
    reasonOptional: 'Причина (необязательно)',
    send: 'Отправить',
  },
  moderation: {
    empty: 'Нет услуг на модерации',
    emptyHint: 'Здесь появятся услуги, которые поставщики отправили на проверку.',
    publish: 'Опубликовать',
    reject: 'Отклонить',
    rejectReason: 'Причина отклонения',
    newService: 'Новая услуга',
    editOfPublished: 'Изменение опубликованной услуги',
    field: 'Поле',
    was: 'Опубликовано',
    now: 'Предлагается',
    published: 'Услуга опубликована',
    rejected: 'Услуга отклонена',
  },
} as const;
