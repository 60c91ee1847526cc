import useRequest from 'ahooks/es/useRequest';
import { useMemo } from 'react';
import { getCategories } from '../../api/get-categories';
import { getMyCoupons } from '../../api/get-my-coupons';
import { getOrderGoods } from '../../api/get-order-goods';
import { getAddresses } from '../../api/get-addresses';
import { categoryPath, rankCoupons, type CouponOption } from './coupon-choice';
import type { ConfirmSelection } from '../../lib/confirm-query';

const quiet = { onError: () => undefined } as const;

/** The goods, the renter's addresses and coupons the confirm page builds on, each with its own retry. */
export function useConfirmData(selection: ConfirmSelection) {
  const goods = useRequest(() => getOrderGoods(selection.goodsId), { ...quiet, refreshDeps: [selection.goodsId] });
  const addresses = useRequest(() => getAddresses(), quiet);
  // Validity is judged at the moment the coupons arrive, so a re-render never changes the choice.
  const coupons = useRequest(async () => {
    const [mine, tree] = await Promise.all([getMyCoupons(), getCategories()]);
    return { mine, tree, fetchedAt: Date.now() };
  }, quiet);

  const sku = goods.data?.skus.find((s) => s.skuId === selection.skuId && s.term === selection.term);
  const services = (goods.data?.services ?? []).filter((s) => selection.serviceIds.includes(s.id));

  const couponOptions = useMemo((): CouponOption[] | undefined => {
    const { mine, tree, fetchedAt } = coupons.data ?? {};
    if (!goods.data || !sku || !mine || fetchedAt === undefined) return undefined;
    const path = categoryPath(tree ?? [], goods.data.categoryId);
    return rankCoupons(mine, { goodsId: goods.data.id, categoryPath: path, sku, now: fetchedAt });
  }, [coupons.data, goods.data, sku]);

  return { goods, addresses, coupons, sku, services, couponOptions };
}

export type ConfirmData = ReturnType<typeof useConfirmData>;
