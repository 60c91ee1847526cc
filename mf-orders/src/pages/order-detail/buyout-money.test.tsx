import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, type Language } from '@rental/shared';
import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import type { Buyout, OrderDetail } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import OrderDetailPage from './order-detail';

// Two buyout amounts, two names: the end-of-term buyout price (the contract's, ¥9516.00 here) and
// the early buyout total (what buying out now costs, ¥10764.00). No screen gives one the other's name.
// Figures are compared as the app's money formatting writes them in the language under test.
const server = setupApiServer();
afterEach(closeOverlays);

interface Words {
  endOfTerm: string;
  earlyTotal: string;
  settled: string;
  /** The quote's lines as the server words them in this language. */
  lines: [string, string, string, string, string];
  buyOut: string;
}

const WORDS: Partial<Record<Language, Words>> = {
  'zh-CN': {
    endOfTerm: '到期买断价',
    earlyTotal: '提前买断总额',
    settled: '已结清',
    lines: ['总租金', '到期买断价', '优惠券抵扣', '未付逾期费', '已付租金'],
    buyOut: '申请买断',
  },
  en: {
    endOfTerm: 'End-of-term buyout price',
    earlyTotal: 'Early buyout total',
    settled: 'Settled',
    lines: ['Total rent', 'End-of-term buyout price', 'Coupon discount', 'Unpaid late fees', 'Rent already paid'],
    buyOut: 'Buy it out',
  },
  fr: {
    endOfTerm: 'Prix de rachat en fin de contrat',
    earlyTotal: 'Total du rachat anticipé',
    settled: 'Réglée',
    lines: [
      'Loyer total',
      'Prix de rachat en fin de contrat',
      'Remise du coupon',
      'Pénalités impayées',
      'Loyer déjà payé',
    ],
    buyOut: 'Racheter',
  },
};

const words = (lang: Language): Words => WORDS[lang] as Words;

/** The quote as the server answers it: its lines add up to `amount`, the early buyout total. */
const quoteIn = (lang: Language) => {
  const [totalRent, buyoutPrice, coupon, lateFees, rentPaid] = words(lang).lines;
  return {
    amount: 1076400,
    breakdown: [
      { key: 'totalRent', label: totalRent, amount: 198300 },
      { key: 'buyoutPrice', label: buyoutPrice, amount: 951600 },
      { key: 'couponDiscount', label: coupon, amount: -5000 },
      { key: 'lateFees', label: lateFees, amount: 0 },
      { key: 'rentPaid', label: rentPaid, amount: -68500 },
    ],
  };
};

function boughtOut(lang: Language): OrderDetail {
  const order = detailFixture();
  const buyout: Buyout = { ...quoteIn(lang), buyoutNo: 'MD2026112200000007', status: 'paid' };
  const paid = order.bills.items.map((b) => ({ ...b, status: 'paid' as const, paidAmount: b.amount, payable: 0 }));
  return detailFixture({
    status: 'BOUGHT_OUT',
    statusText: lang === 'en' ? 'Bought out' : '已买断',
    explanation: lang === 'en' ? 'Bought out: the device is yours' : '已买断，设备归您所有',
    actions: ['viewContract', 'viewBills'],
    buyout,
    settlement: { paid: 69100 + 1076400, outstanding: 0, frozen: 699900, freezeReleasedAt: '2026-12-01T02:00:00.000Z' },
    bills: { ...order.bills, paid: 69100 + 1076400, unpaid: 0, items: paid },
  });
}

const render = (order: OrderDetail, lang: Language) => {
  server.use(apiHttp.post('/api/order/detail', () => ok(order as never)));
  return renderWithProviders(<OrderDetailPage query={{ orderId: '7' }} />, {
    route: '/pages/orderDetail/orderDetail',
    token: 'tok',
    lang,
    namespace: { ns: 'orders', load: loadMessages },
  });
};

/** The figure a label stands beside (label and figure share one row of a description list). */
const figureOf = (label: HTMLElement) => label.parentElement?.querySelector('dd')?.textContent;

describe.each(['zh-CN', 'en'] as const)('a bought-out order in %s', (lang) => {
  test('reads as settled: no payable amount, nothing in the colour of money due', async () => {
    const { container } = await render(boughtOut(lang), lang);
    const settlement = await screen.findByRole('region', { name: lang === 'en' ? 'Settlement' : '结算' });
    expect(within(settlement).getByText(words(lang).settled)).toBeInTheDocument();
    for (const payable of lang === 'en' ? [/to pay/i, /^outstanding$/i] : [/应付/, /^待付$/])
      expect(screen.queryByText(payable)).toBeNull();
    expect(container.querySelector('.ord-info-row-strong, .ord-breakdown-due')).toBeNull();
    expect(screen.queryByRole('button', { name: /支付|pay/i })).toBeNull();
    // What the buyout cost is still there, by its own name.
    expect(figureOf(screen.getByText(words(lang).earlyTotal))).toBe(formatMoney(1076400));
  });
});

describe.each(['zh-CN', 'en', 'fr'] as const)('the buyout sheet in %s', (lang) => {
  test('gives each amount its own name and figure, never the end-of-term name on the total', async () => {
    const { endOfTerm, earlyTotal, buyOut } = words(lang);
    server.use(apiHttp.post('/api/order/buyout/quote', () => ok(quoteIn(lang))));
    await render(detailFixture({ actions: ['buyout', 'viewContract'] }), lang);
    await userEvent.click(await screen.findByRole('button', { name: buyOut }));
    const sheet = await screen.findByRole('dialog');
    expect(sheet).not.toHaveAccessibleName(endOfTerm);
    expect(sheet).not.toHaveAccessibleName(/^(buyout price|prix de rachat|买断价)$/i);

    const inSheet = within(sheet);
    expect(inSheet.getAllByText(endOfTerm)).toHaveLength(1);
    expect(figureOf(inSheet.getByText(endOfTerm))).toBe(formatMoney(951600));
    expect(figureOf(inSheet.getByText(earlyTotal))).toBe(formatMoney(1076400));
    // French groups with a narrow no-break space: the figure is matched as written, not collapsed.
    const total = inSheet.getByText(formatMoney(1076400), {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(total.parentElement?.querySelector('dt')).toHaveTextContent(new RegExp(`^${earlyTotal}$`));

    // The order behind the sheet calls the contract's price by the same name, with the same figure.
    for (const label of screen.getAllByText(endOfTerm)) expect(figureOf(label)).toBe(formatMoney(951600));
  });
});
