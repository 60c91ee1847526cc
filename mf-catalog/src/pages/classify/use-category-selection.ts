import useRequest from 'ahooks/es/useRequest';
import { useState } from 'react';
import { useLocation, useNavigate, inPlaceLoading, startWithAhead } from '@rental/shared';
import { categoriesAhead, getCategories } from '../../api/get-categories';
import { parseCategoryId, resolveSelection } from './resolve-selection';

/**
 * The category tree and what is selected in it. The selection follows `query.categoryId` and is
 * written back into the hash with `replace`, so a shared link reopens it and back leaves the page.
 */
export function useCategorySelection(queryCategoryId: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const categories = useRequest(getCategories, inPlaceLoading, [startWithAhead(categoriesAhead)]);
  const [picked, setPicked] = useState(() => parseCategoryId(queryCategoryId));
  const [seenQuery, setSeenQuery] = useState(queryCategoryId);

  // A link to this page with another categoryId (the page stays mounted) wins over the last pick.
  if (queryCategoryId !== seenQuery) {
    setSeenQuery(queryCategoryId);
    const fromQuery = parseCategoryId(queryCategoryId);
    if (fromQuery !== null) setPicked(fromQuery);
  }

  const select = (id: number) => {
    setPicked(id);
    const params = new URLSearchParams(location.search);
    params.set('categoryId', String(id));
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  };

  const selection = categories.data ? resolveSelection(categories.data, picked) : null;
  return { categories, selection, select };
}
