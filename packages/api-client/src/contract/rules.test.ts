import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ageOnDay, normaliseTurkishPhone } from './personal-data';
import {
  changePasswordRules,
  changePasswordWithCodeRequest,
  loginRules,
  phoneVerificationRules,
  type RegistrationForm,
  recoveryCodeRules,
  recoveryPasswordRules,
  recoveryUsernameRules,
  registerRequest,
  registrationFormDefaults,
  registrationFormRules,
  toRegisterRequest,
} from './rules';
import { describeValidationIssue } from './validation-messages';

describe('normaliseTurkishPhone', () => {
  it.each([
    '+90 589 804 30 82',
    '0589 804 30 82',
    '589 804 30 82',
    '905898043082',
    '+90 (589) 804-30-82',
    '0090 589 804 30 82',
  ])('reads %s as 905898043082', (typed) => {
    expect(normaliseTurkishPhone(typed)).toBe('905898043082');
  });

  it('keeps a number being typed partial and drops digits past the tenth', () => {
    expect(normaliseTurkishPhone('')).toBe('');
    expect(normaliseTurkishPhone('+9')).toBe('');
    expect(normaliseTurkishPhone('+90')).toBe('');
    expect(normaliseTurkishPhone('0')).toBe('');
    expect(normaliseTurkishPhone('0589')).toBe('90589');
    expect(normaliseTurkishPhone('589 804 30 82 99')).toBe('905898043082');
  });
});

describe('ageOnDay', () => {
  const today = new Date('2026-03-14T12:00:00Z');
  it('turns 18 on the birthday, not the day before', () => {
    expect(ageOnDay('2008', '03', '14', today)).toBe(18);
    expect(ageOnDay('2008', '03', '15', today)).toBe(17);
    expect(ageOnDay('1970', '01', '01', today)).toBe(56);
  });
});

/** The first issue of each field as `path: message`, as a form shows them. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const firstByPath = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!firstByPath.has(path)) firstByPath.set(path, `${path}: ${issue.message}`);
  }
  return [...firstByPath.values()];
}

const validForm: RegistrationForm = {
  ...registrationFormDefaults,
  name: 'Çağrı',
  surname: 'Şükrü İğneoğlu',
  username: 'cagri90',
  email: 'cagri@zar.test',
  phone: '905321112233',
  PersonalNo: '10000000146',
  password: 'gizli1',
  password2: 'gizli1',
  birthDateDay: '07',
  birthDateMonth: '05',
  birthDateYear: '1990',
  trialBonus: true,
  termsAccepted: true,
};

describe('loginRules', () => {
  it('accepts a username and a password of valid length', () => {
    expect(issuesOf(loginRules, { username: 'demo1', password: 'abc' })).toEqual([]);
  });

  it('says required (only) for empty fields and gives length keys otherwise', () => {
    expect(issuesOf(loginRules, { username: '', password: '' })).toEqual([
      'username: validation.required',
      'password: validation.required',
    ]);
    expect(issuesOf(loginRules, { username: 'a'.repeat(51), password: 'ab' })).toEqual([
      'username: validation.maxLength',
      'password: validation.minLength',
    ]);
    expect(issuesOf(loginRules, {})).toEqual([
      'username: validation.required',
      'password: validation.required',
    ]);
  });
});

describe('registrationFormRules', () => {
  it('accepts Turkish names with single spaces between words', () => {
    for (const name of ['Çağrı', 'Şükrü İğneoğlu', 'Ömer Faruk', 'IŞIL', 'Gülşen Öztürk Ünal']) {
      expect(issuesOf(registrationFormRules, { ...validForm, name, surname: name })).toEqual([]);
    }
  });

  it('rejects digits, double, leading and trailing spaces in names', () => {
    for (const name of ['Ali3', 'Ali  Veli', ' Ali', 'Ali ', 'Ali-Veli']) {
      expect(issuesOf(registrationFormRules, { ...validForm, name })).toEqual([
        'name: validation.lettersOnly',
      ]);
    }
    expect(issuesOf(registrationFormRules, { ...validForm, surname: 'Y' })).toEqual([
      'surname: validation.minLength',
    ]);
  });

  it('reports a password mismatch on password2 once both passwords are valid', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, password2: 'baska1' })).toEqual([
      'password2: validation.passwordMismatch',
    ]);
    expect(
      issuesOf(registrationFormRules, { ...validForm, password: 'abc', password2: 'xyz12' }),
    ).toEqual(['password: validation.minLength']);
  });

  it('says a shorter confirmation does not match, rather than that it is too short', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, password2: 'gizl' })).toEqual([
      'password2: validation.passwordMismatch',
    ]);
  });

  it('requires the terms and 18+ consent', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, termsAccepted: false })).toEqual([
      'termsAccepted: validation.termsRequired',
    ]);
    expect(toRegisterRequest(validForm).termsAccepted).toBe(true);
  });

  it('reports the mismatch even while another field is invalid', () => {
    expect(
      issuesOf(registrationFormRules, { ...validForm, email: '', password2: 'baska1' }),
    ).toEqual(['email: validation.required', 'password2: validation.passwordMismatch']);
  });

  it('takes phones of 5 to 20 digits only', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, phone: '90532abc45' })).toEqual([
      'phone: validation.digitsOnly',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, phone: '9053' })).toEqual([
      'phone: validation.minLength',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, phone: '9'.repeat(21) })).toEqual([
      'phone: validation.maxLength',
    ]);
  });

  it('takes a PersonalNo of exactly 11 digits that passes the TC checksum', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, PersonalNo: '1000000014' })).toEqual([
      'PersonalNo: validation.personalNo',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, PersonalNo: '100000001466' })).toEqual([
      'PersonalNo: validation.personalNo',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, PersonalNo: '1000000014a' })).toEqual([
      'PersonalNo: validation.personalNo',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, PersonalNo: '10000000147' })).toEqual([
      'PersonalNo: validation.personalNoChecksum',
    ]);
  });

  it('checks username characters, e-mail format and a real birth date', () => {
    expect(issuesOf(registrationFormRules, { ...validForm, username: 'çağrı90' })).toEqual([
      'username: validation.alphanumeric',
    ]);
    expect(issuesOf(registrationFormRules, { ...validForm, email: 'cagri.zar.test' })).toEqual([
      'email: validation.email',
    ]);
    expect(
      issuesOf(registrationFormRules, { ...validForm, birthDateDay: '31', birthDateMonth: '02' }),
    ).toEqual(['birthDateDay: validation.invalidDate']);
    expect(issuesOf(registrationFormRules, { ...validForm, birthDateYear: '90' })).toEqual([
      'birthDateYear: validation.birthDate',
    ]);
  });
});

describe('toRegisterRequest', () => {
  it('builds the API payload with birthDate, currencyId and trialBonus 0/1', () => {
    const request = toRegisterRequest(validForm);
    expect(request).toMatchObject({
      birthDate: '1990-05-07',
      currencyId: 1,
      trialBonus: 1,
      country: 235,
      PersonalNo: '10000000146',
    });
    expect(registerRequest.parse(request)).toEqual(request);
    expect(toRegisterRequest({ ...validForm, trialBonus: false }).trialBonus).toBe(0);
  });

  it('pads one-digit day and month', () => {
    const request = toRegisterRequest({ ...validForm, birthDateDay: '7', birthDateMonth: '5' });
    expect(request.birthDate).toBe('1990-05-07');
    expect(registerRequest.safeParse(request).success).toBe(true);
  });

  it('defaults to 01-01-1970 from the form defaults', () => {
    expect(toRegisterRequest(registrationFormDefaults).birthDate).toBe('1970-01-01');
  });

  it('is rejected by registerRequest when birthDate disagrees with its parts', () => {
    const request = { ...toRegisterRequest(validForm), birthDate: '1991-05-07' };
    expect(issuesOf(registerRequest, request)).toEqual(['birthDate: validation.invalidDate']);
  });
});

describe('phoneVerificationRules', () => {
  it('needs only the phone in step 1 and drops a code', () => {
    expect(phoneVerificationRules.parse({ step: 1, phone: '905321112233', code: '12' })).toEqual({
      step: 1,
      phone: '905321112233',
    });
  });

  it('needs a code of exactly 6 digits in step 2', () => {
    expect(
      issuesOf(phoneVerificationRules, { step: 2, phone: '905321112233', code: '123456' }),
    ).toEqual([]);
    for (const code of ['12345', '1234567', '12a456', '12-34-56']) {
      expect(issuesOf(phoneVerificationRules, { step: 2, phone: '905321112233', code })).toEqual([
        'code: validation.smsCode',
      ]);
    }
    expect(issuesOf(phoneVerificationRules, { step: 2, phone: '905321112233' })).toEqual([
      'code: validation.required',
    ]);
  });
});

describe('recovery and change-password rules', () => {
  it('applies the recovery lengths', () => {
    expect(issuesOf(recoveryUsernameRules, { username: 'a' })).toEqual([
      'username: validation.minLength',
    ]);
    expect(issuesOf(recoveryUsernameRules, { username: 'a'.repeat(21) })).toEqual([
      'username: validation.maxLength',
    ]);
    expect(issuesOf(recoveryCodeRules, { code: 'ab' })).toEqual(['code: validation.minLength']);
  });

  it('reports mismatched new passwords on the confirmation field', () => {
    expect(issuesOf(recoveryPasswordRules, { password: 'yeni12', password2: 'yeni13' })).toEqual([
      'password2: validation.passwordMismatch',
    ]);
    expect(
      issuesOf(changePasswordWithCodeRequest, {
        username: 'demo1',
        code: '246810',
        password: 'yeni12',
        password2: 'x',
      }),
    ).toEqual(['password2: validation.passwordMismatch']);
    expect(
      issuesOf(changePasswordRules, {
        oldPassword: 'secret1',
        password: 'yeni12',
        confirmPassword: 'yeni21',
      }),
    ).toEqual(['confirmPassword: validation.passwordMismatch']);
    expect(
      issuesOf(changePasswordRules, {
        oldPassword: 'sec',
        password: 'yeni12',
        confirmPassword: 'yeni12',
      }),
    ).toEqual(['oldPassword: validation.minLength']);
  });
});

describe('describeValidationIssue', () => {
  it('turns keys into sentences with their limits, in tr and en', () => {
    const issue = loginRules.safeParse({ username: 'demo1', password: 'ab' }).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(describeValidationIssue(issue, 'tr')).toBe('En az 3 karakter girin.');
    expect(describeValidationIssue(issue, 'en')).toBe('Enter at least 3 characters.');
    expect(describeValidationIssue({ ...issue, message: 'Something else' }, 'tr')).toBe(
      'Something else',
    );
  });
});
