import { type PageProps, useNavigate } from '@rental/shared';
import { useDebounce } from 'ahooks';
import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_ROUTE, withQuery } from '../../lib/app-links';
import { cleanKeyword, KEYWORD_MAX } from './search-keyword';
import { searchHistory } from './search-history';
import { HistoryChips, HotChips } from './keyword-chips';
import { SearchResults } from './search-results';
import { useSearch } from './use-search';
import './search.css';

export const SEARCH_DEBOUNCE_MS = 400;

export default function SearchPage({ query }: PageProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  // A linked keyword may be anything (1,000 characters, U+202E): it is bounded and cleaned first.
  const [input, setInput] = useState(() => cleanKeyword(query.keyword));
  const [history, setHistory] = useState(searchHistory.read);
  const debounced = useDebounce(cleanKeyword(input), { wait: SEARCH_DEBOUNCE_MS });
  // A picked or submitted keyword searches at once; typing waits for a pause, then takes over.
  const [now, setNow] = useState<string | null>(null);
  const keyword = now ?? debounced;
  const search = useSearch(keyword);

  // The keyword lives in the route, so coming back from a product shows the same results.
  useEffect(() => {
    if (keyword !== (query.keyword ?? '')) void navigate(withQuery(SEARCH_ROUTE, { keyword }), { replace: true });
  }, [keyword, query.keyword, navigate]);

  const commit = (word: string) => {
    const trimmed = cleanKeyword(word);
    setInput(trimmed);
    setNow(trimmed);
    if (trimmed) setHistory(searchHistory.add(trimmed));
  };
  const clear = () => {
    searchHistory.clear();
    setHistory([]);
  };

  return (
    <div className="cat-search">
      <div className="cat-search__bar" role="search">
        <SearchBar
          value={input}
          onChange={(value) => {
            setInput(value);
            setNow(null);
          }}
          onSearch={commit}
          onClear={() => commit('')}
          placeholder={t('search.placeholder')}
          maxLength={KEYWORD_MAX}
          aria-label={t('search.label')}
          showCancelButton={() => true}
          cancelText={t('searchPage.cancel')}
          onCancel={() => void navigate(-1)}
          autoFocus={!query.keyword}
        />
      </div>
      <div className="cat-search__body">
        {keyword ? (
          <SearchResults search={search} onPick={commit} />
        ) : (
          <>
            <HistoryChips words={history} onPick={commit} onClear={clear} />
            <HotChips onPick={commit} />
          </>
        )}
      </div>
    </div>
  );
}
