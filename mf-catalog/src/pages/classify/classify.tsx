import { ErrorPicture, type PageProps } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import { SearchEntry } from '../../components/search-entry';
import { WidgetBoundary } from '../../components/widget-boundary';
import { CategoryPanel } from './category-panel';
import { CategorySideList } from './category-side-list';
import { ClassifySkeleton } from './classify-skeleton';
import { useCategorySelection } from './use-category-selection';
import { CatalogSection } from '../../components/catalog-section';
import './classify.css';

export default function ClassifyPage({ query }: PageProps) {
  const { t } = useTranslation('catalog');
  const { categories, selection, select } = useCategorySelection(query.categoryId);
  return (
    <div className="cat-classify">
      <SearchEntry />
      <WidgetBoundary name="classify">
        <CatalogSection
          request={categories}
          skeleton={<ClassifySkeleton />}
          isEmpty={(tree) => tree.length === 0}
          empty={<ErrorPicture status="empty" title={t('classify.noCategories')} description="" />}
        >
          {(tree) =>
            selection && (
              <div className="cat-classify__body">
                <CategorySideList categories={tree} activeId={selection.top.id} onSelect={select} />
                <CategoryPanel selection={selection} onSelect={select} />
              </div>
            )
          }
        </CatalogSection>
      </WidgetBoundary>
    </div>
  );
}
