import { Link } from '@rental/shared';
import type { GoodsSummary } from '../../api/types';
import { detailRoute } from '../../lib/app-links';
import { GoodsTags } from '../../components/goods-tags';
import { PriceTag } from '../../components/price-tag';
import { RatioImage } from '../../components/ratio-image';
import '../../components/goods-name.css';
import './goods-row.css';

/** A goods line of the category list: thumbnail left, name, tags and prices right. */
export function GoodsRow({ goods }: { goods: GoodsSummary }) {
  return (
    <Link to={detailRoute(goods.id)} className="cat-goods-row">
      <RatioImage src={goods.thumb} alt={goods.name} className="cat-goods-row__thumb" />
      <div className="cat-goods-row__body">
        <h3 className="cat-goods-name">{goods.name}</h3>
        <GoodsTags tags={goods.tags} max={3} />
        <div className="cat-goods-row__price">
          <PriceTag rentFrom={goods.rentFrom} rentUnit={goods.rentUnit} marketPrice={goods.marketPrice} />
        </div>
      </div>
    </Link>
  );
}
