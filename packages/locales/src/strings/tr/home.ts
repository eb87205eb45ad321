export const home = {
  title: "Zar'a hoş geldiniz",
  tagline: 'Spor bahisleri, canlı bahis ve casino tek adreste.',
  sections: 'Bölümler',
};
