import { SectionView } from '@rental/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = Omit<Parameters<typeof SectionView<T>>[0], 'failedTitle'> & {
  /**
   * Its data drawn in a render of its own, after the page's urgent one: the first screen's largest
   * picture (home's banner) is painted before the sections around it render, not after them.
   */
  deferred?: boolean;
};

/** A catalog section: the shared one, saying in the catalog's words that this part failed. */
export function CatalogSection<T>({ deferred = false, request, ...props }: Props<T>) {
  const { t } = useTranslation('catalog');
  const later = useDeferredValue(request.data);
  const data = deferred ? later : request.data;
  // Until its deferred render, a section whose data is in keeps its skeleton rather than blinking out.
  const waiting = data === undefined && request.data !== undefined;
  return (
    <SectionView
      {...props}
      request={{ ...request, data, loading: request.loading || waiting }}
      failedTitle={t('section.loadFailed')}
    />
  );
}
