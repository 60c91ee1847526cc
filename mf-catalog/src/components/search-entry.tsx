import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { SEARCH_ROUTE } from '../lib/app-links';
import './search-entry.css';

/** Looks like a search box; tapping it opens the search page, where the real input lives. */
export function SearchEntry() {
  const { t } = useTranslation('catalog');
  return (
    <div className="cat-search-entry" role="search">
      <Link to={SEARCH_ROUTE} className="cat-search-entry__box">
        <SearchOutline aria-hidden />
        <span className="cat-search-entry__text">{t('search.placeholder')}</span>
      </Link>
    </div>
  );
}
