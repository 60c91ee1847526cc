import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../api/get-categories';

interface Props {
  parent: Category;
  /** The chip in use, or null for "all". */
  activeId: number | null;
  onSelect: (id: number) => void;
}

/** "全部" plus the sub-categories, as chips; picking one filters the list by that child. */
export function SubCategoryChips({ parent, activeId, onSelect }: Props) {
  const { t } = useTranslation('catalog');
  const children = parent.children ?? [];
  if (children.length === 0) return null;
  return (
    <div className="cat-classify__chips" aria-label={t('classify.subLabel')}>
      <CapsuleTabs activeKey={String(activeId ?? parent.id)} onChange={(key) => onSelect(Number(key))}>
        <CapsuleTabs.Tab key={String(parent.id)} title={t('classify.all')} />
        {children.map((child) => (
          <CapsuleTabs.Tab key={String(child.id)} title={child.name} />
        ))}
      </CapsuleTabs>
    </div>
  );
}
