import { actionLink, buyoutPaymentLink, layoutActions } from './order-actions';

test('a few actions all show, the first that is not cancelling drawn as the main one', () => {
  expect(layoutActions(['confirmReceipt', 'viewLogistics', 'viewContract'], 3)).toEqual({
    shown: ['confirmReceipt', 'viewLogistics', 'viewContract'],
    more: [],
    primary: 'confirmReceipt',
  });
  expect(layoutActions(['cancel', 'refreeze'], 3)).toEqual({
    shown: ['refreeze', 'cancel'],
    more: [],
    primary: 'refreeze',
  });
});

test('cancelling is never the main button and comes after the way forward', () => {
  expect(layoutActions(['cancel'], 3).primary).toBeNull();
  expect(layoutActions(['cancel', 'sign', 'viewContract'], 3)).toEqual({
    shown: ['sign', 'viewContract', 'cancel'],
    more: [],
    primary: 'sign',
  });
});

test('too many actions keep the server order and put the rest behind "more"', () => {
  const inRent = ['payBill', 'return', 'buyout', 'viewLogistics', 'viewContract', 'viewBills'] as const;
  expect(layoutActions(inRent, 3)).toEqual({
    shown: ['payBill', 'return'],
    more: ['buyout', 'viewLogistics', 'viewContract', 'viewBills'],
    primary: 'payBill',
  });
});

test('no actions lay out to nothing', () => {
  expect(layoutActions([], 3)).toEqual({ shown: [], more: [], primary: null });
});

test('link actions open the pages of docs/payments.md and this remote; the rest stay here', () => {
  expect(actionLink('pay', 7)).toBe('/pages/confirmPayment/confirmPayment?orderId=7');
  expect(actionLink('payBill', 7)).toBe('/pages/payment/payment?orderId=7');
  expect(actionLink('viewBills', 7)).toBe('/pages/billingDetails/billingDetails?orderId=7');
  expect(actionLink('sign', 7)).toBe('/pages/contractPreview/contractPreview?orderId=7');
  expect(actionLink('viewContract', 7)).toBe('/pages/contractPreview/contractPreview?orderId=7');
  expect(actionLink('viewLogistics', 7)).toBe('/pages/logisticsDetails/logisticsDetails?orderId=7&type=delivery');
  expect(actionLink('return', 7)).toBe('/pages/returnApplication/returnApplication?orderId=7');
  expect(actionLink('returnShip', 7)).toBe('/pages/confirmShipment/confirmShipment?orderId=7');
  expect(buyoutPaymentLink(7)).toBe('/pages/confirmPayment/confirmPayment?orderId=7&kind=buyout');
  for (const action of ['cancel', 'refreeze', 'confirmChanges', 'confirmReceipt', 'buyout'] as const) {
    expect(actionLink(action, 7)).toBeNull();
  }
});
