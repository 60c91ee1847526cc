import { useEffect, useRef, useState } from 'react';
import { getGoodsList } from '../../api/get-goods-list';
import type { GoodsSummary } from '../../api/types';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchState {
  keyword: string;
  attempt: number;
  items: GoodsSummary[];
  total: number;
  pageNum: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'done' | 'failed';
  error?: Error;
}

const idle = (keyword: string, attempt = 0): SearchState => ({
  keyword,
  attempt,
  items: [],
  total: 0,
  pageNum: 0,
  hasMore: false,
  status: keyword ? 'loading' : 'idle',
});

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Results for one keyword, page by page. A new keyword cancels the calls of the old one, and an
 * answer that still arrives for a keyword no longer shown is dropped.
 */
export function useSearch(keyword: string) {
  const [attempt, setAttempt] = useState(0);
  const [stored, setState] = useState<SearchState>(() => idle(keyword));
  const current = useRef(keyword);
  const controller = useRef<AbortController | null>(null);
  // Until the new keyword's first page arrives, what's shown is its loading state, never old results.
  const state = stored.keyword === keyword && stored.attempt === attempt ? stored : idle(keyword, attempt);

  useEffect(() => {
    current.current = keyword;
    controller.current?.abort();
    if (!keyword) return;
    const abort = new AbortController();
    controller.current = abort;
    getGoodsList({ keyword, pageNum: 1, pageSize: SEARCH_PAGE_SIZE }, abort.signal).then(
      (page) => {
        if (!page || current.current !== keyword) return;
        setState({
          keyword,
          attempt,
          items: page.list,
          total: page.total,
          pageNum: 1,
          hasMore: page.hasMore,
          status: 'done',
        });
      },
      (error: unknown) => {
        if (isAbort(error) || current.current !== keyword) return;
        setState({ ...idle(keyword, attempt), status: 'failed', error: error instanceof Error ? error : undefined });
      },
    );
    return () => abort.abort();
  }, [keyword, attempt]);

  const loadMore = async () => {
    const pageNum = state.pageNum + 1;
    const page = await getGoodsList({ keyword, pageNum, pageSize: SEARCH_PAGE_SIZE }, controller.current?.signal);
    if (!page || current.current !== keyword) return;
    setState((prev) => {
      const seen = new Set(prev.items.map((item) => item.id));
      return {
        ...prev,
        items: [...prev.items, ...page.list.filter((item) => !seen.has(item.id))],
        pageNum,
        hasMore: page.hasMore,
      };
    });
  };

  return { state, loadMore, retry: () => setAttempt((n) => n + 1) };
}
