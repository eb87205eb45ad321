/** A brand is a theme of @zar/ui plus settings; this build is the Zar brand. */
export interface Brand {
  /** Name shown in the logo, the document title and the footer. */
  name: string;
  /** `data-theme` of @zar/ui applied to the document. */
  theme: 'zar' | 'lale';
}

/** The brand this site is built for. */
export const brand: Brand = { name: 'Zar', theme: 'zar' };
