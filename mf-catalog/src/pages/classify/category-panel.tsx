import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, ErrorPicture } from '@rental/shared';
import { CategoryGoods } from './category-goods';
import type { Selection } from './resolve-selection';
import { SubCategoryChips } from './sub-category-chips';

interface Props {
  selection: Selection;
  onSelect: (id: number) => void;
}

function NoGoods({ selection, onSelect }: Props) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { top, sub } = selection;
  return (
    <div className="cat-classify__empty">
      <ErrorPicture status="empty" title={t('classify.empty')} description={t('classify.emptyHint')} />
      {sub ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => onSelect(top.id)}>
          {t('classify.viewAll', { name: top.name })}
        </Button>
      ) : (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/')}>
          {t('classify.goHome')}
        </Button>
      )}
    </div>
  );
}

/** The right side: sub-category chips on top, the selected category's goods scrolling below. */
export function CategoryPanel({ selection, onSelect }: Props) {
  const { top, sub, filterId } = selection;
  return (
    <div className="cat-classify__main">
      <SubCategoryChips parent={top} activeId={sub?.id ?? null} onSelect={onSelect} />
      {/* Keyed by filter: a new category starts at the top, and answers for the old one are dropped. */}
      <div key={filterId} className="cat-classify__scroll">
        <CategoryGoods categoryId={filterId} empty={<NoGoods selection={selection} onSelect={onSelect} />} />
      </div>
    </div>
  );
}
