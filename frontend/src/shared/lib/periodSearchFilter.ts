/** A board's paged filter by words and by period (orders, the audit log): what each such filter holds. */
export interface PeriodSearchFilter {
  search: string;
  /** The period's ends as dates ('2024-03-05'), '' for open. */
  from: string;
  to: string;
  page: number;
}

/** No words, no period, the first page: where such a board starts and what «Сбросить» returns to. */
export const EMPTY_PERIOD_SEARCH: PeriodSearchFilter = { search: '', from: '', to: '', page: 1 };
