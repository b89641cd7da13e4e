import {
  CREDITS_BY_MONEY_MESSAGE,
  EMAIL_MESSAGE,
  isValidEmail,
  isValidName,
  NAME_CHARACTERS_MESSAGE,
  signatureFromStored,
  signatureToStored,
  validateProfile,
  validateUserCreate,
  validateUserUpdate,
} from './user.rules.js';

describe('customer rules (spec 1 §5)', () => {
  it.each(['Mona Saleh', 'محمد العلي', 'Unit 42', 'فاطمة 3'])('accepts the name %s', (n) =>
    expect(isValidName(n)).toBe(true),
  );
  it.each(["O'Neil", 'a@b', 'Ali-Hassan', 'Zoë', 'x_y'])('refuses the name %s', (n) =>
    expect(isValidName(n)).toBe(false),
  );
  it.each(['a@b.co', 'first.last+tag@example.com'])('accepts the e-mail %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['a@b', 'a b@c.com', 'plain', '@x.com'])('refuses the e-mail %s', (e) => expect(isValidEmail(e)).toBe(false));

  it('requires name, email, phone, country and partner on create, with the spec messages', () => {
    expect(validateUserCreate({ name: "A'", email: 'bad' })).toEqual([
      { path: 'phone', message: 'Required' },
      { path: 'countryId', message: 'Required' },
      { path: 'partnerId', message: 'Required' },
      { path: 'name', message: NAME_CHARACTERS_MESSAGE },
      { path: 'email', message: EMAIL_MESSAGE },
    ]);
  });

  it('refuses typed credits (money moves by payments, refunds and credit use: issue 30); 0 is no credit', () => {
    const base = { name: 'A', email: 'a@b.co', phone: '1', countryId: 1, partnerId: 1 };
    expect(validateUserCreate({ ...base, credits: 10_000 })).toEqual([
      { path: 'credits', message: CREDITS_BY_MONEY_MESSAGE },
    ]);
    expect(validateUserUpdate({ credits: 10_000 })).toEqual([{ path: 'credits', message: CREDITS_BY_MONEY_MESSAGE }]);
    expect(validateUserCreate({ ...base, credits: 0 })).toEqual([]);
  });

  it('checks every English and Arabic name field', () => {
    expect(
      validateUserCreate({ name: 'A', email: 'a@b.co', phone: '1', countryId: 1, partnerId: 1, nicknameArabic: 'x@' }),
    ).toEqual([{ path: 'nicknameArabic', message: NAME_CHARACTERS_MESSAGE }]);
  });

  it('profile: name required; signature line breaks stored as <br/>', () => {
    expect(validateProfile({ name: ' ' })).toEqual([{ path: 'name', message: 'Required' }]);
    expect(signatureToStored('Mona\r\nSales\nDubai')).toBe('Mona<br/>Sales<br/>Dubai');
    expect(signatureFromStored('Mona<br/>Sales<br>Dubai')).toBe('Mona\nSales\nDubai');
  });
});
