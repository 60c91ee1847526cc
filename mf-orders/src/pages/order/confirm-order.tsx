import { PageSkeleton, useNavigate, useRefreshOn, type ApiError } from '@rental/shared';
import { useState } from 'react';
import { useConfirmData } from './use-confirm-data';
import { useOrderPreview } from './use-order-preview';
import { usePlaceOrder } from './use-place-order';
import { useResumePlacing } from './use-resume-placing';
import { PATHS, withQuery } from '../../lib/app-links';
import { confirmRoute, toChoice, type ConfirmSelection } from '../../lib/confirm-query';
import { initialCoupon, isCouponRefusal, withoutRefused } from './coupon-choice';
import { useWaited } from './use-waited';
import type { AutopayChoice as AutopayChoiceValue } from '../../api/autopay-types';
import { AddressCard } from './address-card';
import { AutopayChoice } from './autopay-choice';
import { ConfirmProblem } from './confirm-problem';
import { Consent } from './consent';
import { ConsentSheet } from './consent-sheet';
import { CouponRow } from './coupon-row';
import { FreezeSheet } from './freeze-sheet';
import { GoodsCard } from './goods-card';
import { PriceBreakdown } from './price-breakdown';
import { SubmitBar } from './submit-bar';
import { WaitingNotice } from './waiting-notice';
import '../../components/place.css';

/** How long the price waits for a slow address list or coupon list before asking without it. */
export const SECTION_WAIT_MS = 3000;

/** The confirm-order screen for a valid selection: address, goods, coupon, price, consent, submit. */
export function ConfirmOrder({ selection }: { selection: ConfirmSelection }) {
  const navigate = useNavigate();
  const data = useConfirmData(selection);
  const { goods, addresses, coupons, sku, services } = data;
  // Coupons the server refused on this page (used elsewhere meanwhile): out of the choice, said once.
  const [refused, setRefused] = useState<number[]>([]);
  const [couponNotice, setCouponNotice] = useState<string | null>(null);
  const couponOptions = withoutRefused(data.couponOptions, refused);
  // The tick rides in the route, so the real-name and contacts detour brings it back ticked.
  const [agreed, setAgreed] = useState(selection.agreed === true);
  const [tried, setTried] = useState(false);
  const [askConsent, setAskConsent] = useState(false);
  // Off until the renter turns it on: nothing is debited that the renter did not choose here.
  const [autopay, setAutopay] = useState<AutopayChoiceValue | null>(null);

  const list = addresses.data;
  const address =
    list?.find((a) => a.id === selection.addressId) ?? list?.find((a) => a.isDefault) ?? list?.[0] ?? undefined;
  const userCouponId = couponOptions ? initialCoupon(couponOptions, selection) : null;
  // The price never waits on a section that failed, nor long on one that hangs: it asks with what
  // it has, and again when the address or coupon arrives.
  const couponsSettled = couponOptions !== undefined || coupons.error !== undefined;
  const addressesSettled = list !== undefined || addresses.error !== undefined;
  const waitedEnough = useWaited(SECTION_WAIT_MS);
  const choice = toChoice(selection, userCouponId, address?.id ?? null);
  // Where every detour (address, real-name, contacts, a failed place) comes back to: this very choice.
  const kept = {
    ...selection,
    resume: false,
    addressId: address?.id,
    userCouponId: couponOptions ? (userCouponId ?? 0) : selection.userCouponId,
  };
  const here = confirmRoute({ ...kept, agreed });
  const refuseCoupon = (error: ApiError) => {
    if (userCouponId !== null) setRefused((r) => [...r, userCouponId]);
    setCouponNotice(error.msg);
    coupons.refresh();
  };
  const previewReady = Boolean(sku) && ((couponsSettled && addressesSettled) || waitedEnough);
  const preview = useOrderPreview(choice, previewReady, (error) => {
    if (isCouponRefusal(error)) refuseCoupon(error);
  });
  // Back online: every section that failed asks again, once.
  useRefreshOn(() => {
    if (goods.error) goods.refresh();
    if (addresses.error) addresses.refresh();
    if (coupons.error) coupons.refresh();
    if (preview.error) preview.refresh();
  });
  // Placing means agreeing: a detour on the way (real-name, contacts) comes back ticked, and goes on.
  const place = usePlaceOrder(
    { ...choice, autopay },
    {
      back: confirmRoute({ ...kept, agreed: true }),
      afterDetour: confirmRoute({ ...kept, agreed: true, resume: true }),
      onCouponRefused: refuseCoupon,
    },
  );
  const ready = Boolean(address && preview.data && !preview.loading);
  useResumePlacing(selection.resume === true && agreed, ready, place.submit);

  if (!goods.data)
    return goods.error ? (
      <ConfirmProblem kind="goods" error={goods.error} onRetry={goods.refresh} />
    ) : (
      <PageSkeleton rows={6} />
    );
  if (!sku) return <ConfirmProblem kind="sku" goodsId={selection.goodsId} />;

  const update = (patch: Partial<ConfirmSelection>) =>
    void navigate(confirmRoute({ ...selection, addressId: address?.id, agreed, resume: false, ...patch }), {
      replace: true,
    });
  const addAddress = () => void navigate(withQuery(PATHS.shipToAddress, { redirect: here }));
  const locked = place.waiting !== null || place.step !== 'idle';

  const submit = () => {
    setTried(true);
    if (!place.waiting && !address) return;
    if (!place.waiting && !agreed) {
      setAskConsent(true);
      return;
    }
    void place.submit();
  };
  const agreeAndSubmit = () => {
    setAgreed(true);
    setAskConsent(false);
    if (address) void place.submit();
  };

  return (
    <div className="ord-page ord-confirm">
      {place.waiting && place.step === 'idle' && <WaitingNotice order={place.waiting} />}
      <AddressCard
        addresses={list}
        failed={addresses.error !== undefined}
        onRetry={addresses.refresh}
        selected={address}
        onSelect={(id) => update({ addressId: id })}
        onAdd={addAddress}
        locked={locked}
        missing={tried && !address}
      />
      <GoodsCard
        goods={goods.data}
        sku={sku}
        services={services}
        locked={locked}
        onServicesChange={(serviceIds) => update({ serviceIds })}
      />
      <CouponRow
        options={couponOptions}
        failed={coupons.error !== undefined}
        onRetry={coupons.refresh}
        chosen={userCouponId}
        onChoose={(id) => {
          setCouponNotice(null);
          update({ userCouponId: id ?? 0 });
        }}
        locked={locked}
        notice={couponNotice}
      />
      <PriceBreakdown
        preview={preview.data}
        periods={sku.termUnit === 'month' ? sku.periods : 1}
        error={preview.error}
        loading={preview.loading}
        onRetry={preview.refresh}
      />
      <AutopayChoice value={autopay} onChange={setAutopay} locked={locked} />
      <Consent checked={agreed} onChange={setAgreed} missing={tried && !agreed && !place.waiting} />
      {place.fault && (
        <p role="alert" className="ord-fault">
          {place.fault}
        </p>
      )}
      <SubmitBar
        firstPay={preview.data?.amount.firstPay}
        step={place.step}
        waiting={place.waiting !== null}
        onSubmit={submit}
      />
      <ConsentSheet open={askConsent} onClose={() => setAskConsent(false)} onAgree={agreeAndSubmit} />
      <FreezeSheet open={place.authorize.open} amount={preview.data?.amount} onAnswer={place.authorize.answer} />
    </div>
  );
}
