import type { GoodsService, Sku } from '@rental/shared';

export interface PriceBreakdown {
  periodRent: number;
  dailyRent: number;
  totalRent: number;
  periods: number;
  deposit: number;
  buyoutPrice: number;
  marketPrice: number;
  /** Services paid once, with the first installment. */
  servicesOnce: number;
  /** Services paid with every installment. */
  servicesPerPeriod: number;
  servicesTotal: number;
  /** What the first installment comes to: rent, once-paid services and per-period services. */
  firstPay: number;
  /** Rent and services over the whole term. */
  total: number;
}

/** The price of a SKU with the chosen services, all in fen; required services always count. */
export function computePrice(sku: Sku, services: readonly GoodsService[], chosen: ReadonlySet<number>): PriceBreakdown {
  const counted = services.filter((service) => service.required || chosen.has(service.id));
  const sum = (mode: GoodsService['payMode']) =>
    counted.filter((s) => s.payMode === mode).reduce((total, s) => total + s.price, 0);
  const servicesOnce = sum('once');
  const servicesPerPeriod = sum('perPeriod');
  const servicesTotal = servicesOnce + servicesPerPeriod * sku.periods;
  return {
    periodRent: sku.periodRent,
    dailyRent: sku.dailyRent,
    totalRent: sku.totalRent,
    periods: sku.periods,
    deposit: sku.deposit,
    buyoutPrice: sku.buyoutPrice,
    marketPrice: sku.marketPrice,
    servicesOnce,
    servicesPerPeriod,
    servicesTotal,
    firstPay: sku.periodRent + servicesOnce + servicesPerPeriod,
    total: sku.totalRent + servicesTotal,
  };
}

/** Required services, always on, plus the ones named in the route (back from login). */
export function initialServices(services: readonly GoodsService[], fromQuery?: string): Set<number> {
  const named = new Set((fromQuery ?? '').split(',').map(Number).filter(Number.isInteger));
  return new Set(services.filter((s) => s.required || named.has(s.id)).map((s) => s.id));
}
