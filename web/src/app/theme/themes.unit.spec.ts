import { themeOf } from './themes';

describe('the themes by direction', () => {
  it('makes each theme left to right or right to left, once', () => {
    expect(themeOf('light', 'rtl').direction).toBe('rtl');
    expect(themeOf('dark', 'ltr').direction).toBe('ltr');
    expect(themeOf('dark', 'rtl').palette.mode).toBe('dark');
    expect(themeOf('light', 'rtl')).toBe(themeOf('light', 'rtl'));
    expect(themeOf('light', 'ltr')).not.toBe(themeOf('light', 'rtl'));
  });
});
