import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from '../../test/real-api';
import { renderRoute } from '../../test/render-route';

const api = realApiForThisFile();

describe('/call-me', () => {
  it('shows translated field errors and sends nothing while the form is invalid', async () => {
    renderRoute('/call-me');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Beni Arayın' }));
    const name = screen.getByLabelText('Ad Soyad');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Bu alan zorunludur.');
    const phone = screen.getByLabelText('Telefon');
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'A');
    await user.type(phone, '12ab');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));
    expect(await screen.findByText('En az 2 karakter girin.')).toBeTruthy();
    expect(screen.getByText('Yalnızca rakam girin.')).toBeTruthy();
    expect(await api.callMeBackRequests()).toHaveLength(0);
  });

  it('submits a valid request and shows the server confirmation', async () => {
    renderRoute('/call-me');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Telefon'), '905321234567');
    await user.selectOptions(screen.getByLabelText('Aranmak istediğiniz zaman'), 'evening');
    await user.type(screen.getByLabelText('Notunuz (isteğe bağlı)'), 'Bonus hakkında');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Talebiniz alındı' })).toBeTruthy();
    expect(
      within(done).getByText(
        'Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.',
      ),
    ).toBeTruthy();
    expect(await api.callMeBackRequests()).toEqual([
      {
        name: 'Ayşe Yılmaz',
        phone: '905321234567',
        preferredTime: 'evening',
        note: 'Bonus hakkında',
      },
    ]);
  });
});
