import { SectionView } from '@rental/shared';
import { useTranslation } from 'react-i18next';

type Props<T> = Omit<Parameters<typeof SectionView<T>>[0], 'failedTitle'>;

/** A catalog section: the shared one, saying in the catalog's words that this part failed. */
export function CatalogSection<T>(props: Props<T>) {
  const { t } = useTranslation('catalog');
  return <SectionView {...props} failedTitle={t('section.loadFailed')} />;
}
