import { type Category } from '@rental/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  parent: Category;
  /** The chip in use, or null for "all". */
  activeId: number | null;
  onSelect: (id: number) => void;
}

/** "全部" plus the sub-categories, as toggle chips in a row that scrolls; picking one filters the list. */
export function SubCategoryChips({ parent, activeId, onSelect }: Props) {
  const { t } = useTranslation('catalog');
  const children = parent.children ?? [];
  if (children.length === 0) return null;
  const chips = [{ id: parent.id, name: t('classify.all') }, ...children];
  const current = activeId ?? parent.id;
  return (
    <div className="cat-classify__chips" role="group" aria-label={t('classify.subLabel')}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={chip.id === current ? 'cat-sub-chip cat-sub-chip--on' : 'cat-sub-chip'}
          aria-pressed={chip.id === current}
          onClick={() => onSelect(chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
