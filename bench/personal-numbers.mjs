// Valid TC numbers (kimlik no) for bench players: every account needs one of its own (migration
// 0018), checked like the sign-up form checks it.

/** The TC number of bench player `index`: nine digits from it, the first not 0, and the two check digits. */
export function benchPersonalNo(index) {
  const nine = String(100_000_000 + (index % 900_000_000));
  const digits = [...nine].map(Number);
  const at = (position) => digits[position - 1] ?? 0;
  const odd = at(1) + at(3) + at(5) + at(7) + at(9);
  const even = at(2) + at(4) + at(6) + at(8);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/**
 * The `POST /api/auth/register` body of a bench player whose e-mail, phone and TC number come
 * from `suffix` (nine digits).
 */
export function benchSignUpBody(username, suffix, password) {
  return {
    name: 'Deniz',
    surname: 'Yılmaz',
    username,
    email: `${username}@zar.test`,
    phone: `905${suffix}`,
    country: 235,
    PersonalNo: benchPersonalNo(Number(suffix)),
    password,
    password2: password,
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    birthDate: '1990-06-15',
    currencyId: 1,
    trialBonus: 0,
    termsAccepted: true,
  };
}
