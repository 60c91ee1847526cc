import type { ConditionKey } from './goods-texts';
import type { ServiceDef } from './services';

const roundYuan = (fen: number): number => Math.max(100, Math.round(fen / 100) * 100);

const MONTH_FACTORS: Record<number, number> = { 3: 1.25, 6: 1.1, 12: 1 };

/** Shorter terms cost more per unit, as renters expect from real rental shops. */
function termFactor(unit: 'day' | 'month', n: number): number {
  if (unit === 'month') return MONTH_FACTORS[n] ?? 1 + (0.25 * Math.max(0, 12 - n)) / 9;
  if (n <= 3) return 1.15;
  if (n <= 7) return 1;
  if (n <= 15) return 0.9;
  return 0.8;
}

export interface SkuPrice {
  periods: number;
  dailyRent: number;
  periodRent: number;
  totalRent: number;
  deposit: number;
  buyoutPrice: number;
  marketPrice: number;
}

export interface PriceInput {
  unit: 'day' | 'month';
  term: number;
  baseRent: number;
  baseMarketPrice: number;
  skuMarketPrice: number;
  condition: ConditionKey;
}

export function priceSku(input: PriceInput): SkuPrice {
  const { unit, term, baseRent, baseMarketPrice, skuMarketPrice, condition } = input;
  const scale = (skuMarketPrice / baseMarketPrice) * (condition === 'like_new' ? 0.85 : 1);
  const unitRent = roundYuan(baseRent * scale * termFactor(unit, term));
  const deposit = roundYuan(skuMarketPrice * (condition === 'like_new' ? 0.85 : 1));
  if (unit === 'month') {
    const totalRent = unitRent * term;
    const contractValue = roundYuan(deposit * 1.15);
    return {
      periods: term,
      dailyRent: Math.round(unitRent / 30),
      periodRent: unitRent,
      totalRent,
      deposit,
      buyoutPrice: Math.max(contractValue - totalRent, roundYuan(deposit * 0.1)),
      marketPrice: skuMarketPrice,
    };
  }
  const totalRent = unitRent * term;
  return {
    periods: 1,
    dailyRent: unitRent,
    periodRent: totalRent,
    totalRent,
    deposit,
    buyoutPrice: Math.max(deposit - totalRent, roundYuan(deposit * 0.1)),
    marketPrice: skuMarketPrice,
  };
}

/** Deterministic stock so a fresh start always shows the same sold-out options. */
export function seededStock(skuId: number, index: number): number {
  if (index === 0) return 5 + (skuId % 11);
  const hash = Math.imul(skuId, 2654435761) >>> 0;
  return hash % 100 < 12 ? 0 : 2 + (hash % 37);
}

/** A value-added service's price: a share of what the device is worth, never below the service's floor. */
export const servicePrice = (marketPrice: number, def: Pick<ServiceDef, 'rate' | 'minPrice'>): number =>
  Math.max(def.minPrice, roundYuan(marketPrice * def.rate));
