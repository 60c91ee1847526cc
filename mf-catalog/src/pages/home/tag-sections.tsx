import { useDeferredValue } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, ErrorPicture } from '@rental/shared';
import type { TagSection } from '../../api/types';
import { GoodsGrid } from '../../components/goods-card';
import { SectionTitle } from '../../components/section-title';
import { CLASSIFY_ROUTE } from '../../lib/app-links';

export const hasNoGoods = (sections: readonly TagSection[]) => sections.every((s) => s.goods.length === 0);

interface Props {
  sections: readonly TagSection[];
  /** `tag_section` dictionary labels by value; the section's own name stands in until they arrive. */
  labels?: ReadonlyMap<string, string>;
}

/** "新品上架", "热租榜单"…: each a titled two-column grid; a tag without goods is left out. */
export function TagSections({ sections, labels }: Props) {
  // The first section with the rest of the first screen; the others in a render of their own just
  // after, so the pictures in view are asked for sooner.
  const shown = useDeferredValue(sections.length, 1);
  return (
    <div>
      {sections
        .slice(0, shown)
        .filter((section) => section.goods.length > 0)
        .map((section) => {
          const titleId = `cat-tag-${section.tagId}`;
          return (
            <section key={section.tagId} aria-labelledby={titleId} className="cat-tag-section">
              <SectionTitle id={titleId}>{labels?.get(String(section.tagId)) ?? section.tagName}</SectionTitle>
              <GoodsGrid goods={section.goods} />
            </section>
          );
        })}
    </div>
  );
}

export function NoGoods() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <div className="cat-card cat-home__empty">
      <ErrorPicture status="empty" title={t('home.noGoods')} description={t('home.noGoodsHint')} />
      <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(CLASSIFY_ROUTE)}>
        {t('home.browseCategories')}
      </Button>
    </div>
  );
}
