import { type Category } from '@rental/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  categories: readonly Category[];
  activeId: number;
  onSelect: (id: number) => void;
}

/** The top categories down the left side: real buttons, so a keyboard or switch reaches every one. */
export function CategorySideList({ categories, activeId, onSelect }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('classify.label')} className="cat-classify__side">
      <ul className="cat-side-list">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={
                category.id === activeId ? 'cat-side-list__item cat-side-list__item--on' : 'cat-side-list__item'
              }
              aria-current={category.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(category.id)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
