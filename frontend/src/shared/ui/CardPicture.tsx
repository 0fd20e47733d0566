import { responsiveImage } from '../lib/responsiveImage';

interface CardPictureProps {
  /** The stored picture's address (its narrower copies are offered beside it). */
  url: string;
  /** The `sizes` of the list the card stands in. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
  /** The card is in the list's first row: fetched at once and first (one of them is the page's largest paint). */
  firstInView: boolean;
}

/** A list card's picture: decorative (the card's title names it), fetched lazily below the first row. */
export function CardPicture({ url, sizes, width, height, className, firstInView }: CardPictureProps) {
  return (
    <img
      {...responsiveImage(url, sizes)}
      alt=""
      className={className}
      loading={firstInView ? 'eager' : 'lazy'}
      fetchPriority={firstInView ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
