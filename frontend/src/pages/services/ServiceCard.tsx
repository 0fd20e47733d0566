import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { categoryName, listPrice, servicePath, type Service } from '../../entities/service';
import { CARD_IMAGE_SIZES } from '../../shared/lib';
import { CardPicture, Skeleton } from '../../shared/ui';
import styles from './ServiceCard.module.css';

/** A services-list card: picture, category (or 'Без категории'), name, short description, price. */
export function ServiceCard({ service, firstInView = false }: { service: Service; firstInView?: boolean }) {
  const image = service.images[0];
  const hasPrice = service.price !== null && service.price !== '';
  return (
    <article className={styles.card}>
      <Link to={servicePath(service.id)} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image ? (
          <CardPicture
            url={image}
            sizes={CARD_IMAGE_SIZES}
            width={320}
            height={240}
            className={styles.image}
            firstInView={firstInView}
          />
        ) : (
          <span className={styles.placeholder}>
            <ImageOff size={28} strokeWidth={1.5} aria-hidden="true" />
          </span>
        )}
      </Link>
      <div className={styles.body}>
        <p className={styles.category}>{categoryName(service)}</p>
        <h3 className={styles.name}>
          <Link to={servicePath(service.id)} className={styles.nameLink}>
            {service.name}
          </Link>
        </h3>
        <p className={styles.description}>{service.shortDescription}</p>
        <p className={hasPrice ? styles.price : `${styles.price} ${styles.onRequest}`}>
          {listPrice(service)}
        </p>
      </div>
    </article>
  );
}

/** The card's loading twin, same frame and line heights. */
export function ServiceCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="service-card-skeleton">
      <div className={styles.media}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.body}>
        <div className={styles.category}>
          <Skeleton width={90} height={10} />
        </div>
        <div className={styles.name}>
          <Skeleton width="85%" height={14} />
        </div>
        <div className={styles.description}>
          <Skeleton height={11} />
          <Skeleton width="70%" height={11} />
        </div>
        <div className={styles.price}>
          <Skeleton width={100} height={18} />
        </div>
      </div>
    </div>
  );
}
