import type { LogisticsType } from '../../api/types';

export const logisticsTypeOf = (value: string | undefined): LogisticsType =>
  value === 'giveback' ? 'giveback' : 'delivery';
