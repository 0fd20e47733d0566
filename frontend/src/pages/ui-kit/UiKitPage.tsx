import { Clock, ShieldCheck, Truck, Warehouse, Wrench, Boxes } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDate, formatPrice, htmlExcerpt, truncate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Button,
  CategoryGrid,
  CategoryGridSkeleton,
  Gallery,
  Modal,
  Pagination,
  PlaceholderPage,
  SidePanel,
  Skeleton,
  Slider,
  Spinner,
  StateMessage,
  Tabs,
  TextField,
} from '../../shared/ui';
import {
  SAMPLE_CATEGORIES,
  SAMPLE_DATES,
  SAMPLE_GALLERY,
  SAMPLE_NEWS_HTML,
  SAMPLE_PRICES,
} from './sampleData';
import styles from './UiKitPage.module.css';

const SECTIONS = [
  { id: 'buttons', title: 'Кнопки' },
  { id: 'fields', title: 'Поля ввода' },
  { id: 'states', title: 'Состояния' },
  { id: 'skeletons', title: 'Скелетоны' },
  { id: 'pagination', title: 'Пагинация' },
  { id: 'categories', title: 'Сетка категорий' },
  { id: 'slider', title: 'Слайдер' },
  { id: 'gallery', title: 'Галерея' },
  { id: 'tabs', title: 'Вкладки' },
  { id: 'dialogs', title: 'Окна и панели' },
  { id: 'toasts', title: 'Всплывающие уведомления' },
  { id: 'format', title: 'Форматирование' },
  { id: 'placeholder', title: 'Страница-заглушка' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const ADVANTAGES = [
  {
    icon: Truck,
    title: 'Доставка по России',
    text: 'От 2 дней до любой станции; стоимость и срок считаем при рассмотрении заявки.',
  },
  {
    icon: ShieldCheck,
    title: 'Проверенные поставщики',
    text: 'Каждая компания проходит проверку по ИНН, товары — модерацию.',
  },
  {
    icon: Warehouse,
    title: 'Склады в регионах',
    text: 'Остатки по складам видны в карточке товара, самовывоз в день оплаты.',
  },
  {
    icon: Wrench,
    title: 'Ремонт и услуги',
    text: 'Освидетельствование колёсных пар, дефектоскопия, ремонт тележек.',
  },
  { icon: Boxes, title: 'Комплектация', text: 'Соберём заказ от разных поставщиков в одну отгрузку.' },
  { icon: Clock, title: 'Ответ за час', text: 'Заявки рассматриваются в рабочее время в течение часа.' },
];

/** '/ui': every shared component in its states, on the design tokens, for review and regression screenshots. */
export function UiKitPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>UI-кит</h1>
        <p className={styles.lead}>
          Общие компоненты ВагонЗапчасти во всех состояниях: то, из чего собраны каталог, карточки и кабинет.
        </p>
        <nav aria-label="Разделы UI-кита">
          <ul className={styles.toc}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <Section id="buttons">
        <div className={styles.row}>
          <Button variant="primary">Заказать</Button>
          <Button>В корзину</Button>
          <Button variant="primary" size="small">
            Отправить
          </Button>
          <Button size="small">Сбросить</Button>
          <Button variant="primary" disabled>
            Отправка...
          </Button>
          <Button disabled>Недоступно</Button>
        </div>
      </Section>

      <Section id="fields">
        <div className={styles.formGrid}>
          <TextField label="Наименование" placeholder="Например, рама боковая" />
          <TextField label="ИНН" hint="10 или 12 цифр" inputMode="numeric" required />
          <TextField
            label="Электронная почта"
            type="email"
            defaultValue="zakaz@vagon"
            error="Введите корректный email"
          />
          <TextField label="Компания" defaultValue="ООО «ВагонРемСервис»" disabled />
        </div>
      </Section>

      <Section id="states">
        <div className={styles.stack}>
          <StateMessage kind="loading" title="Загрузка товаров..." />
          <StateMessage
            kind="empty"
            title="Услуги не найдены"
            description="Измените условия поиска или сбросьте фильтры."
            action={<Button size="small">Сбросить</Button>}
          />
          <StateMessage
            kind="error"
            title="Не удалось загрузить новости. Пожалуйста, попробуйте позже."
            description="Не удалось связаться с сервером. Проверьте подключение к интернету"
            action={<Button size="small">Повторить</Button>}
          />
          <div className={styles.row}>
            <Spinner size="small" />
            <Spinner />
            <Spinner size="large" label="Загрузка" />
          </div>
        </div>
      </Section>

      <Section id="skeletons">
        <div className={styles.skeletonDemo}>
          <div className={styles.card} aria-hidden="true">
            <Skeleton height={140} />
            <Skeleton width="80%" height={14} />
            <Skeleton width="55%" height={12} />
            <Skeleton width={96} height={20} />
          </div>
          <div className={styles.lines} aria-hidden="true">
            <Skeleton width="40%" height={20} />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton width="70%" height={12} />
          </div>
        </div>
        <CategoryGridSkeleton count={5} />
      </Section>

      <Section id="pagination">
        <PaginationDemo />
      </Section>

      <Section id="categories">
        <CategoryGrid items={SAMPLE_CATEGORIES} label="Категории товаров" />
      </Section>

      <Section id="slider">
        <Slider label="Наши преимущества" autoplay>
          {ADVANTAGES.map(({ icon: Icon, title, text }) => (
            <article key={title} className={styles.advantage}>
              <span className={styles.advantageIcon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3 className={styles.advantageTitle}>{title}</h3>
              <p className={styles.muted}>{text}</p>
            </article>
          ))}
        </Slider>
      </Section>

      <Section id="gallery">
        <div className={styles.galleryDemo}>
          <Gallery images={SAMPLE_GALLERY} label="Колёсная пара РУ1Ш-957-Г" />
          <Gallery images={[]} label="Товар без фотографий" />
        </div>
      </Section>

      <Section id="tabs">
        <Tabs
          label="Информация о товаре"
          items={[
            {
              value: 'description',
              label: 'Описание',
              content: (
                <p className={styles.prose}>
                  Рама боковая 100.00.002-4 для тележек модели 18-100. Литая сталь 20ГЛ, клеймо
                  завода-изготовителя, паспорт.
                </p>
              ),
            },
            {
              value: 'stock',
              label: 'Наличие',
              content: (
                <TwoColumns
                  head={['Склад', 'Количество, шт.']}
                  rows={[
                    ['Екатеринбург', 'Екатеринбург', 24],
                    ['Новосибирск', 'Новосибирск', 8],
                  ]}
                />
              ),
            },
            { value: 'documents', label: 'Документы', content: null, disabled: true },
          ]}
        />
      </Section>

      <Section id="dialogs">
        <DialogsDemo />
      </Section>

      <Section id="toasts">
        <div className={styles.row}>
          <Button onClick={() => toast.success('Ваша заявка успешно отправлена')}>Успех</Button>
          <Button onClick={() => toast.error('Не удалось загрузить товары')}>Ошибка</Button>
          <Button onClick={() => toast.warning('Категория не найдена')}>Предупреждение</Button>
          <Button onClick={() => toast.info('Функция прикрепления файла будет доступна в ближайшее время')}>
            Информация
          </Button>
          <Button
            onClick={() => {
              for (let i = 0; i < 3; i += 1) toast.error('Произошла ошибка сервера. Попробуйте позже');
            }}
          >
            Три одинаковых ошибки
          </Button>
        </div>
        <p className={styles.note}>
          Закрывается через 5 секунд; пока курсор или фокус на уведомлении, таймер стоит. Одинаковые
          уведомления в течение секунды не дублируются.
        </p>
      </Section>

      <Section id="format">
        <div className={styles.formatGrid}>
          <TwoColumns
            caption="formatPrice"
            head={FORMAT_HEAD}
            numeric
            rows={SAMPLE_PRICES.map((value) => [
              String(value),
              <code>{JSON.stringify(value)}</code>,
              formatPrice(value) || <Empty />,
            ])}
          />
          <TwoColumns
            caption="formatDate"
            head={FORMAT_HEAD}
            numeric
            rows={SAMPLE_DATES.map(({ value, withTime }) => [
              `${value}-${withTime}`,
              <>
                <code>{JSON.stringify(value)}</code>
                {withTime && <span className={styles.muted}> · withTime</span>}
              </>,
              formatDate(value, { withTime }) || <Empty />,
            ])}
          />
        </div>
        <div className={styles.excerpt}>
          <p className={styles.caption}>htmlExcerpt — карточка новости, 150 символов</p>
          <p>{htmlExcerpt(SAMPLE_NEWS_HTML)}</p>
          <p className={styles.caption}>truncate — по умолчанию 100 символов</p>
          <p>
            {truncate(
              'Поглощающий аппарат Ш-2-В-90 для автосцепного устройства СА-3 грузовых вагонов колеи 1520 мм, новый, с паспортом',
            )}
          </p>
        </div>
      </Section>

      <Section id="placeholder">
        <div className={styles.frame}>
          <PlaceholderPage headingLevel={3} />
        </div>
      </Section>
    </div>
  );
}

export default UiKitPage;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.demo}>{children}</div>
    </section>
  );
}

const FORMAT_HEAD = ['Значение', 'Результат'] as const;

/** A sample table of two columns; each row is its key and its two cells. */
function TwoColumns({
  caption,
  head,
  rows,
  numeric,
}: {
  caption?: string;
  head: readonly [string, string];
  rows: ReadonlyArray<readonly [key: string, first: ReactNode, second: ReactNode]>;
  /** The second column holds figures (right-aligned). */
  numeric?: boolean;
}) {
  return (
    <table className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, first, second]) => (
          <tr key={key}>
            <td>{first}</td>
            <td className={numeric ? styles.numeric : undefined}>{second}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Empty() {
  return <span className={styles.muted}>(пусто)</span>;
}

function PaginationDemo() {
  const total = 95;
  const limit = 10;
  const [page, setPage] = useState(6);
  return (
    <div className={styles.stack}>
      <Pagination
        page={page}
        totalPages={Math.ceil(total / limit)}
        total={total}
        limit={limit}
        onPageChange={setPage}
      />
      <Pagination page={1} totalPages={1} total={7} limit={12} onPageChange={() => {}} />
    </div>
  );
}

function DialogsDemo() {
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <div className={styles.row}>
      <Modal
        title="Оформление заявки"
        description="Доставка от 2 дней по всей России. Стоимость и сроки рассчитываются при рассмотрении заявки."
        trigger={<Button variant="primary">Открыть модальное окно</Button>}
        footer={
          <>
            <Button onClick={() => toast.info('Функция прикрепления файла будет доступна в ближайшее время')}>
              Прикрепить файл
            </Button>
            <Button
              variant="primary"
              onClick={() => toast.error('Не удалось отправить заявку. Пожалуйста, попробуйте позже.')}
            >
              Отправить заявку
            </Button>
          </>
        }
      >
        <div className={styles.stack}>
          <TextField label="Адрес доставки" placeholder="Город, станция, улица" />
          <TextField label="Контактный телефон" type="tel" inputMode="tel" placeholder="+7 (___) ___-__-__" />
        </div>
      </Modal>
      <SidePanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        title="Вход"
        trigger={<Button>Открыть боковую панель</Button>}
        footer={
          <Button variant="primary" onClick={() => setPanelOpen(false)}>
            Войти
          </Button>
        }
      >
        <div className={styles.stack}>
          <TextField label="Электронная почта" type="email" autoComplete="email" />
          <TextField
            label="Пароль"
            type="password"
            autoComplete="current-password"
            hint="Не менее 6 символов"
          />
        </div>
      </SidePanel>
    </div>
  );
}
