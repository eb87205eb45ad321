/** A country of the sign-up form (Türkiye is 235). */
export interface CountryTable {
  id: number;
  iso_code: string;
  name_tr: string;
  name_en: string;
}

/** The countries' table. */
export interface CountryTables {
  country: CountryTable;
}
