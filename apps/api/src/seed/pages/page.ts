/** A static page of the seed in both languages; the HTML is stored as the operator would write it. */
export interface SeedPage {
  title: { tr: string; en: string };
  html: { tr: string; en: string };
}

/** A block of a page: a paragraph, or a list when given as an array of items. */
type Block = string | string[];

function toHtml(blocks: Block[]): string {
  return blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${block}</p>`
        : `<ul>${block.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** A page from its Turkish and English title and blocks. */
export function seedPage(
  tr: { title: string; blocks: Block[] },
  en: { title: string; blocks: Block[] },
): SeedPage {
  return {
    title: { tr: tr.title, en: en.title },
    html: { tr: toHtml(tr.blocks), en: toHtml(en.blocks) },
  };
}
