import { maskSensitive } from './index';

describe('maskSensitive', () => {
  describe('ID numbers', () => {
    test.each([
      ['身份证11010519491231002X提交失败', '身份证110***********002X提交失败'],
      ['idCard=11010519491231002x', 'idCard=110***********002x'],
      ['{"idNo":"310115200002295674"}', '{"idNo":"310***********5674"}'],
    ])('%s', (input, expected) => expect(maskSensitive(input)).toBe(expected));
  });

  describe('card numbers', () => {
    test.each([
      ['no=6222021234567890', 'no=6222********7890'],
      ['card 6222021234567890123 bound', 'card 6222***********0123 bound'],
      ['6222 0212 3456 7890', '6222 **** **** 7890'],
      ['6222-0212-3456-7890-123', '6222-****-****-***0-123'],
      ['{"no":"62220212345678901"}', '{"no":"6222*********8901"}'],
    ])('%s', (input, expected) => expect(maskSensitive(input)).toBe(expected));
  });

  describe('mobile numbers', () => {
    test.each([
      ['mobile=13800138000', 'mobile=138****8000'],
      ['手机号13800138000已注册', '手机号138****8000已注册'],
      ['+8613800138000', '+86138****8000'],
      ['call 138 0013 8000 now', 'call 138 **** 8000 now'],
      ['13800138000,15912345678', '138****8000,159****5678'],
    ])('%s', (input, expected) => expect(maskSensitive(input)).toBe(expected));
  });

  describe('labelled verification codes', () => {
    test.each([
      ['code=123456', 'code=******'],
      ['mobile=13800138000&code=4821', 'mobile=138****8000&code=****'],
      ['{"verifyCode":"123456"}', '{"verifyCode":"******"}'],
      ['{"smsCode": 654321}', '{"smsCode": ******}'],
      ['您的验证码123456，5分钟内有效', '您的验证码******，5分钟内有效'],
      ['验证码：98765', '验证码：*****'],
      ['验证码是 1234', '验证码是 ****'],
    ])('%s', (input, expected) => expect(maskSensitive(input)).toBe(expected));
  });

  describe('tokens', () => {
    test.each([
      ['Authorization: Bearer abc.DEF-123_x', 'Authorization: Bearer ***'],
      ['Client-Authorization: Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=', 'Client-Authorization: Basic ***'],
      ['?token=tok_123&x=1', '?token=***&x=1'],
      ['{"token":"tok_123","id":1}', '{"token":"***","id":1}'],
      ['{"accessToken": "a.b.c"}', '{"accessToken": "***"}'],
      ['access_token=zzz; path=/', 'access_token=***; path=/'],
      ["{ refreshToken: 'r-1' }", "{ refreshToken: '***' }"],
      ['password=hunter2', 'password=***'],
      ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-part end', 'jwt *** end'],
    ])('%s', (input, expected) => expect(maskSensitive(input)).toBe(expected));
  });

  describe('leaves ordinary text alone', () => {
    test.each([
      'TypeError: Cannot read properties of undefined (reading "id")',
      'at https://app.test/h5/js/main.3f8a1b2c.js:1:138001',
      '{"success":false,"code":500,"msg":"服务器异常！"}',
      'orderId=1001&pageNum=2',
      'time 1700000000000',
      'tokenType=bearer-ish? no: expiresIn=7200',
      '',
    ])('%j', (input) => expect(maskSensitive(input)).toBe(input));
  });

  test('masks every occurrence in a long text, never the whole value kept', () => {
    const text = 'u=13800138000 id=11010519491231002X card=6222021234567890 code=123456 token=secret';
    const masked = maskSensitive(text);
    for (const secret of ['13800138000', '11010519491231002X', '6222021234567890', '123456', 'secret']) {
      expect(masked).not.toContain(secret);
    }
  });
});
