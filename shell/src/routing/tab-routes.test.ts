import { TABS, tabFor } from './tab-routes';

describe('tabs', () => {
  it('are home, categories, customer service and mine, in that order', () => {
    expect(TABS.map((t) => t.path)).toEqual([
      '',
      'pages/classify/classify',
      'pages/customer-service/customerService',
      'pages/user/user',
    ]);
  });

  it('show on the four tab routes only, the home alias included', () => {
    expect(tabFor('pages/home/home')?.key).toBe('home');
    expect(tabFor('')?.key).toBe('home');
    expect(tabFor('pages/user/user')?.key).toBe('mine');
    expect(tabFor('pages/orderDetail/orderDetail')).toBeNull();
    expect(tabFor('pages/login/login')).toBeNull();
  });
});
