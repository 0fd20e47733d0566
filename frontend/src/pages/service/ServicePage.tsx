import { ArrowLeft, ChevronRight, Clock, Globe, MapPin, Tag, UserRound } from 'lucide-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { HtmlContent, servicesPath } from '../../entities/content';
import {
  canRequestService,
  categoryName,
  detailPrice,
  isServiceSupplier,
  supplierName,
  useService,
  type Service,
} from '../../entities/service';
import { responseMessage } from '../../shared/api';
import { isAuthenticated, useSession } from '../../shared/session';
import { BusyBlock, Button, DetailLoadFailure, Gallery, Skeleton, Tabs } from '../../shared/ui';
import styles from './ServicePage.module.css';

// The request form is no part of the first paint (ADR 0087): its code comes when the pointer or the
// focus reaches the request button, at the latest when it is pressed.
const loadRequestModal = () => import('./ServiceRequestModal');
const ServiceRequestModal = lazy(() =>
  loadRequestModal().then((module) => ({ default: module.ServiceRequestModal })),
);

export const SERVICE_TEXT = {
  services: 'Услуги',
  breadcrumbs: 'Навигация',
  back: 'Все услуги',
  loading: 'Загрузка услуги...',
  notFound: 'Услуга не найдена',
  error: 'Не удалось загрузить услугу',
  retry: 'Повторить',
  duration: 'Срок выполнения',
  category: 'Категория',
  supplier: 'Поставщик',
  format: 'Формат',
  remote: 'Возможно удалённо',
  request: 'Заказать услугу',
  loginToRequest: 'Войдите',
  loginToRequestTail: ', чтобы заказать услугу.',
  ownService: 'Это ваша услуга: заказать её нельзя.',
  tabs: 'Информация об услуге',
  description: 'Описание',
  location: 'Местоположение',
  requirements: 'Требования',
  noDescription: 'Описание не указано',
  remoteLocation: 'Возможно удаленное оказание услуги',
  noLocation: 'Информация о местоположении не указана',
  noRequirements: 'Дополнительные требования не указаны',
} as const;

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** Editor HTML as rich text, a plain text with its line breaks. */
function RichText({ text }: { text: string }) {
  return looksLikeHtml(text) ? <HtmlContent html={text} /> : <p className={styles.plain}>{text}</p>;
}

export function LocationTab({ service }: { service: Pick<Service, 'location' | 'isRemote'> }) {
  const location = service.location.trim();
  if (location) {
    return (
      <div className={styles.tabText}>
        <p className={styles.iconLine}>
          <MapPin size={16} aria-hidden="true" />
          <span className={styles.plain}>{location}</span>
        </p>
        {service.isRemote && (
          <p className={styles.iconLine}>
            <Globe size={16} aria-hidden="true" />
            <span>{SERVICE_TEXT.remoteLocation}</span>
          </p>
        )}
      </div>
    );
  }
  return (
    <p className={styles.muted}>{service.isRemote ? SERVICE_TEXT.remoteLocation : SERVICE_TEXT.noLocation}</p>
  );
}

function Breadcrumbs({ service }: { service?: Service }) {
  const category = service?.category;
  return (
    <nav aria-label={SERVICE_TEXT.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={servicesPath()}>{SERVICE_TEXT.services}</Link>
        </li>
        {category?.name && (
          <li>
            <ChevronRight size={14} aria-hidden="true" />
            {category.slug ? (
              <Link to={servicesPath(category.slug)}>{category.name}</Link>
            ) : (
              <span>{category.name}</span>
            )}
          </li>
        )}
        {service && (
          <li>
            <ChevronRight size={14} aria-hidden="true" />
            <span aria-current="page">{service.name}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>
        {icon}
        {label}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** A service's page. */
export function ServicePage() {
  const { id = '' } = useParams();
  const query = useService(id);
  const session = useSession();
  const location = useLocation();
  const user = isAuthenticated(session) ? session.user : null;
  const [requestOpen, setRequestOpen] = useState(false);
  // Mounted at the first request and kept: closing it then animates as before.
  const [requestMounted, setRequestMounted] = useState(false);

  if (query.isPending) return <ServiceSkeleton />;

  if (query.isError) {
    return (
      <div className={styles.page}>
        <Link to={servicesPath()} className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {SERVICE_TEXT.back}
        </Link>
        <DetailLoadFailure
          query={query}
          notFound={SERVICE_TEXT.notFound}
          title={responseMessage(query.error) ?? SERVICE_TEXT.error}
          retry={SERVICE_TEXT.retry}
        />
      </div>
    );
  }

  const service = query.data;
  const duration = service.duration === null ? '' : String(service.duration).trim();
  const loginHref = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <article className={styles.page} aria-labelledby="service-title">
      <Breadcrumbs service={service} />
      <div className={styles.layout}>
        <Gallery
          images={service.images.map((url) => ({ url }))}
          label={service.name}
          className={styles.gallery}
        />
        <div className={styles.summary}>
          <p className={styles.category}>{categoryName(service)}</p>
          <h1 id="service-title" className={styles.title}>
            {service.name}
          </h1>
          {service.shortDescription && <p className={styles.lead}>{service.shortDescription}</p>}
          <p className={styles.price}>{detailPrice(service)}</p>
          <dl className={styles.facts}>
            {duration && (
              <Fact icon={<Clock size={16} aria-hidden="true" />} label={SERVICE_TEXT.duration}>
                {duration}
              </Fact>
            )}
            <Fact icon={<Tag size={16} aria-hidden="true" />} label={SERVICE_TEXT.category}>
              {service.category?.slug ? (
                <Link to={servicesPath(service.category.slug)}>{categoryName(service)}</Link>
              ) : (
                categoryName(service)
              )}
            </Fact>
            <Fact icon={<UserRound size={16} aria-hidden="true" />} label={SERVICE_TEXT.supplier}>
              {supplierName(service.supplier)}
            </Fact>
            {service.isRemote && (
              <Fact icon={<Globe size={16} aria-hidden="true" />} label={SERVICE_TEXT.format}>
                {SERVICE_TEXT.remote}
              </Fact>
            )}
          </dl>
          <div className={styles.actions}>
            {user && canRequestService(user, service) ? (
              <>
                <Button
                  variant="primary"
                  className={styles.requestButton}
                  onClick={() => {
                    setRequestMounted(true);
                    setRequestOpen(true);
                  }}
                  onPointerEnter={() => void loadRequestModal()}
                  onFocus={() => void loadRequestModal()}
                >
                  {SERVICE_TEXT.request}
                </Button>
                {requestMounted && (
                  <Suspense fallback={null}>
                    <ServiceRequestModal
                      service={service}
                      user={user}
                      open={requestOpen}
                      onOpenChange={setRequestOpen}
                    />
                  </Suspense>
                )}
              </>
            ) : user && isServiceSupplier(user.id, service) ? (
              <p className={styles.note}>{SERVICE_TEXT.ownService}</p>
            ) : (
              <p className={styles.note}>
                <Link to={loginHref}>{SERVICE_TEXT.loginToRequest}</Link>
                {SERVICE_TEXT.loginToRequestTail}
              </p>
            )}
          </div>
        </div>
      </div>

      <Tabs
        label={SERVICE_TEXT.tabs}
        className={styles.tabs}
        items={[
          {
            value: 'description',
            label: SERVICE_TEXT.description,
            content: service.description.trim() ? (
              <RichText text={service.description} />
            ) : (
              <p className={styles.muted}>{SERVICE_TEXT.noDescription}</p>
            ),
          },
          { value: 'location', label: SERVICE_TEXT.location, content: <LocationTab service={service} /> },
          {
            value: 'requirements',
            label: SERVICE_TEXT.requirements,
            content: service.requirements.trim() ? (
              <RichText text={service.requirements} />
            ) : (
              <p className={styles.muted}>{SERVICE_TEXT.noRequirements}</p>
            ),
          },
        ]}
      />
    </article>
  );
}

function ServiceSkeleton() {
  return (
    <BusyBlock className={styles.page} label={SERVICE_TEXT.loading}>
      <Breadcrumbs />
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.gallerySkeleton}>
          <Skeleton height="100%" />
        </div>
        <div className={styles.summary}>
          <Skeleton width={120} height={12} />
          <Skeleton width="80%" height={30} />
          <Skeleton width="60%" height={16} />
          <Skeleton width={160} height={30} />
          <div className={styles.facts}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} width={`${50 + index * 12}%`} height={18} />
            ))}
          </div>
          <Skeleton width={180} height={40} />
        </div>
      </div>
    </BusyBlock>
  );
}
