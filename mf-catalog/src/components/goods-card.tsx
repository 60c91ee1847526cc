import { Link } from '@rental/shared';
import type { GoodsSummary } from '../api/types';
import { detailRoute } from '../lib/app-links';
import { GoodsTags } from './goods-tags';
import { PriceTag } from './price-tag';
import { RatioImage } from './ratio-image';
import './goods-name.css';
import './goods-card.css';

/** A goods tile of the two-column grids: image, name, tags, rent from and market price. */
export function GoodsCard({ goods }: { goods: GoodsSummary }) {
  return (
    <Link to={detailRoute(goods.id)} className="cat-goods-card">
      <RatioImage src={goods.thumb} alt={goods.name} />
      <div className="cat-goods-card__body">
        <h3 className="cat-goods-name cat-goods-card__name">{goods.name}</h3>
        <GoodsTags tags={goods.tags} />
        <div className="cat-goods-card__price">
          <PriceTag rentFrom={goods.rentFrom} rentUnit={goods.rentUnit} marketPrice={goods.marketPrice} />
        </div>
      </div>
    </Link>
  );
}

export function GoodsGrid({ goods }: { goods: readonly GoodsSummary[] }) {
  return (
    <ul className="cat-goods-grid">
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} />
        </li>
      ))}
    </ul>
  );
}
