import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HtmlContent } from './html-content';

const termsHtml = `
<h2>Bonus Kuralları</h2>
<p>Tüm bonuslar, hesabınıza tanımlandıkları tarihten itibaren <strong>30 gün</strong> içinde kullanılmalıdır. Süresi dolan bonuslar ve bonus kazançları hesabınızdan silinir.</p>
<h3>Çevrim şartları</h3>
<ul>
  <li>Hoş geldin bonusu, bonus tutarının 10 katı çevrilmelidir.</li>
  <li>Canlı casino oyunları çevrime %10 oranında katkı sağlar.</li>
  <li>Kayıp iadesi bonuslarında çevrim şartı yoktur.</li>
</ul>
<p>Ayrıntılı bilgi için <a href="/pages/31">genel şartlar</a> sayfamızı okuyun.</p>
<table>
  <thead><tr><th>Oyun türü</th><th>Çevrim katkısı</th></tr></thead>
  <tbody>
    <tr><td>Slot oyunları</td><td>%100</td></tr>
    <tr><td>Canlı casino</td><td>%10</td></tr>
    <tr><td>Spor bahisleri</td><td>%50</td></tr>
  </tbody>
</table>
<blockquote>Şüpheli görülen bonus kullanımlarında hesap incelemeye alınabilir.</blockquote>
`;

const meta = {
  title: 'Content/HtmlContent',
  component: HtmlContent,
  args: { html: termsHtml },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A terms page from the server (sanitised by the site) with headings, lists, a link and a table. */
export const TermsPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bonus Kuralları' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
