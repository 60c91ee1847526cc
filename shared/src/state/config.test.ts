import { applyPlatformConfig, defaultConfig, configAtom } from './config';
import { appStore } from './store';

describe('platform config', () => {
  beforeEach(() => appStore.set(configAtom, defaultConfig));

  it('overrides the defaults with what the platform call returns', () => {
    const next = applyPlatformConfig({ title: 'Youpin', customerPhone: '400-820-8820', features: { testAuth: true } });
    expect(next).toMatchObject({ title: 'Youpin', customerPhone: '400-820-8820', features: { testAuth: true } });
    expect(next.baseApi).toBe(defaultConfig.baseApi);
  });

  it('ignores mistyped or unknown fields', () => {
    const next = applyPlatformConfig({ title: 42, baseApi: 'https://evil.example', cos: '' });
    expect(next).toEqual(defaultConfig);
  });
});
