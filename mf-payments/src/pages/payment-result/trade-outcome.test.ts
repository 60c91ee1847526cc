import { outcomeOf } from './trade-outcome';
import { resumeRoute } from '../loading/resume-route';
import { payAgainRoute } from './pay-again';

test('only the server saying SUCCESS is a success; open trades are processing', () => {
  expect(outcomeOf('SUCCESS')).toBe('success');
  expect(outcomeOf('PROCESSING')).toBe('processing');
  expect(outcomeOf('WAIT')).toBe('processing');
  expect(outcomeOf('CLOSED')).toBe('cancelled');
  expect(outcomeOf('FAILED')).toBe('failed');
});

test('back from the wallet: the trade, else the order, else home', () => {
  expect(resumeRoute({ bizId: 'T2026001', orderId: '42' })).toBe(
    '/pages/paymentResult/paymentResult?tradeNo=T2026001&orderId=42',
  );
  expect(resumeRoute({ bizId: '', orderId: '42' })).toBe('/pages/orderDetail/orderDetail?orderId=42');
  expect(resumeRoute({ bizId: '', orderId: '' })).toBe('/');
  expect(resumeRoute({ bizId: '<script>', orderId: 'x' })).toBe('/');
});

test('paying again goes back to the same bill', () => {
  expect(payAgainRoute({ kind: 'first', orderId: 7 })).toBe('/pages/confirmPayment/confirmPayment?orderId=7');
  expect(payAgainRoute({ kind: 'buyout', orderId: 7 })).toBe(
    '/pages/confirmPayment/confirmPayment?orderId=7&kind=buyout',
  );
  expect(payAgainRoute({ kind: 'installment', orderId: 7 })).toBe('/pages/payment/payment?orderId=7');
});
