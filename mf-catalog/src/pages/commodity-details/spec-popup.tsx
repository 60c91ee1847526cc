import { formatMoney } from '@rental/shared';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/types';
import { RatioImage } from '../../components/ratio-image';
import { optionState } from './sku-selection';
import { OptionChips } from './option-chips';
import type { DetailSelection } from './use-detail-selection';

interface Props {
  goods: GoodsDetail;
  state: DetailSelection;
  visible: boolean;
  onClose: () => void;
}

/** Spec groups and terms as chips; the price above them follows every tap. */
export function SpecPopup({ goods, state, visible, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const { selection, sku, price, change } = state;
  const daily = goods.rentUnit === 'day';
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="cat-spec-popup" showCloseButton>
      <div role="dialog" aria-label={t('detail.choose')}>
        <div className="cat-spec-popup__head">
          <RatioImage src={sku?.image ?? goods.thumb} alt={goods.name} className="cat-spec-popup__thumb" />
          <div>
            {price && (
              <p className="cat-spec-popup__rent" data-testid="popup-rent">
                <strong>{formatMoney(daily ? price.dailyRent : price.periodRent)}</strong>
                {daily ? t('detail.perDay') : t('detail.perPeriod')}
              </p>
            )}
            {price && (
              <p className="cat-spec-popup__meta">
                {t('detail.totalRent')} {formatMoney(price.totalRent)} · {t('detail.deposit')}{' '}
                {formatMoney(price.deposit)}
              </p>
            )}
            <p className="cat-spec-popup__meta">
              {sku ? `${sku.specText} · ${t('detail.stock', { count: sku.stock })}` : t('detail.unavailable')}
            </p>
          </div>
        </div>
        <div className="cat-spec-popup__body">
          {selection &&
            goods.specGroups.map((group) => (
              <OptionChips
                key={group.key}
                title={group.name}
                soldOutText={t('detail.soldOut')}
                options={group.values.map((v) => ({
                  key: v.value,
                  label: v.label,
                  selected: selection.specs[group.key] === v.value,
                  state: optionState(goods.skus, selection, { group: group.key, value: v.value }),
                  onSelect: () => change({ group: group.key, value: v.value }),
                }))}
              />
            ))}
          {selection && (
            <OptionChips
              title={t('detail.term')}
              soldOutText={t('detail.soldOut')}
              options={goods.termOptions.map((term) => ({
                key: String(term.value),
                label: term.label,
                selected: selection.term === term.value,
                state: optionState(goods.skus, selection, { term: term.value }),
                onSelect: () => change({ term: term.value }),
              }))}
            />
          )}
        </div>
        <div className="cat-spec-popup__foot">
          <Button block color="primary" shape="rounded" onClick={onClose} disabled={!sku || sku.stock === 0}>
            {t('detail.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
