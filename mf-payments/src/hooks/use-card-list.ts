import { inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { getCardList } from '../api/get-card-list';

/** The renter's bound cards, fetched on every visit (a card may have been added elsewhere). */
export function useCardList(ready = true) {
  return useRequest(getCardList, { ...inPlaceErrors, ready });
}
