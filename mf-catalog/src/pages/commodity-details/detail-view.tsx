import { ListAction, type PageQuery } from '@rental/shared';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/types';
import { WidgetBoundary } from '../../components/widget-boundary';
import { imagesFor } from './gallery-images';
import { DetailCoupons } from './detail-coupons';
import { DetailInfo } from './detail-html';
import { Gallery } from './gallery';
import { PriceBlock } from './price-block';
import { RentBar } from './rent-bar';
import { ServiceList } from './service-list';
import { SpecPopup } from './spec-popup';
import { useDetailSelection } from './use-detail-selection';

const intOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

export function DetailView({ goods, query }: { goods: GoodsDetail; query: PageQuery }) {
  const { t } = useTranslation('catalog');
  const state = useDetailSelection(goods, query);
  const [picking, setPicking] = useState(false);
  const [couponId, setCouponId] = useState<number | null>(() => intOf(query.couponId));
  const term = goods.termOptions.find((option) => option.value === state.sku?.term);
  return (
    <div className="cat-detail">
      <Gallery key={state.sku?.image} images={imagesFor(goods.images, state.sku?.image)} name={goods.name} />
      <div className="cat-detail__body">
        <PriceBlock goods={goods} sku={state.sku} price={state.price} />
        <List className="cat-card cat-detail-pick">
          <ListAction
            onClick={() => setPicking(true)}
            extra={
              <span data-testid="chosen-spec">{state.sku ? `${state.sku.specText} · ${term?.label ?? ''}` : ''}</span>
            }
          >
            {t('detail.chosen')}
          </ListAction>
        </List>
        <ServiceList goods={goods} state={state} />
        <WidgetBoundary name="detail-coupons">
          <DetailCoupons goodsId={goods.id} chosen={couponId} onChoose={setCouponId} returnRoute={state.returnRoute} />
        </WidgetBoundary>
        <DetailInfo notes={goods.rentalNotes} html={goods.detailHtml} />
      </div>
      <RentBar goodsId={goods.id} state={state} couponId={couponId} onChoose={() => setPicking(true)} />
      <SpecPopup goods={goods} state={state} visible={picking} onClose={() => setPicking(false)} />
    </div>
  );
}
