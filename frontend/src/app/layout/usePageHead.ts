import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  DEFAULT_DESCRIPTION,
  HEAD_SOURCE_META,
  pageHeadQueryOptions,
  writeHead,
} from '../../entities/page-head';

/** Did the server send this document with its page's head? (Not the dev server's or a unit test's.) */
const headFromServer = (): boolean =>
  typeof document !== 'undefined' && document.head.querySelector(`meta[name="${HEAD_SOURCE_META}"]`) !== null;

/**
 * Keeps the document's head the server's for the page shown (ADR 0059). The document came with the
 * head of the page it was opened at: nothing is asked or written then, so hydration changes
 * nothing. After each in-app navigation the head of the new address is asked of the server and
 * written once it arrives (the previous page's stays meanwhile: no generic title in between).
 * If the server cannot be asked, the route's own title (`fallbackTitle`) stands, without a
 * canonical link or schema.org data that could be wrong.
 */
export function usePageHead(fallbackTitle: string): void {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const [openedAt] = useState(url);
  const [fromServer] = useState(headFromServer);
  const [moved, setMoved] = useState(false);
  // Once the address has changed, every address is asked, the first one too when it is come back to.
  if (!moved && url !== openedAt) setMoved(true);
  const head = useQuery({
    ...pageHeadQueryOptions(url),
    enabled: typeof document !== 'undefined' && (moved || !fromServer),
  });
  const failed = head.isError;
  useEffect(() => {
    if (head.data) writeHead(head.data);
  }, [head.data]);
  useEffect(() => {
    if (!failed) return;
    writeHead({
      status: 200,
      title: fallbackTitle,
      description: DEFAULT_DESCRIPTION,
      canonical: null,
      robots: null,
      type: 'website',
      image: null,
      jsonLd: [],
    });
  }, [failed, fallbackTitle]);
}
