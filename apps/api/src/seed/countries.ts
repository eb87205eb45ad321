import type { Insertable } from 'kysely';
import type { CountryTable } from '../countries/country-tables';

/** Türkiye's id, the sign-up form's default country (SPEC §3). */
export const turkiyeCountryId = 235;

/** ISO 3166-1 alpha-2 codes of every country and territory. */
const isoCodes =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO
BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK
HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC
NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB
SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV
TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

/**
 * Every country with its Turkish and English name (from the runtime's CLDR data). Ids follow the
 * alphabetical order of the codes, with 235 kept for Türkiye.
 */
export function countrySeed(): Insertable<CountryTable>[] {
  const turkish = new Intl.DisplayNames(['tr'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  let nextId = 1;
  return isoCodes.map((code) => {
    let id: number;
    if (code === 'TR') {
      id = turkiyeCountryId;
    } else {
      if (nextId === turkiyeCountryId) nextId += 1;
      id = nextId;
      nextId += 1;
    }
    return {
      id,
      iso_code: code,
      name_tr: turkish.of(code) ?? code,
      name_en: english.of(code) ?? code,
    };
  });
}
