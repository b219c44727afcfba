import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteSettingEdit } from '../../../../src/resources/site-setting/SiteSettingEdit';
import { renderAdmin } from './renderAdmin';

const settings = {
  id: 1,
  siteName: 'Tutor Admin Marketplace',
  contactEmail: 'hello@tutor-admin.test',
  supportPhone: '+1 555 010 0200',
  commissionPercent: 15,
  currency: 'USD',
  socialLinks: { facebook: '', x: '', instagram: '', linkedin: '', youtube: '' },
  maintenanceMode: false,
  maintenanceMessage: '',
  dateFormat: 'DD/MM/YYYY',
  trashRetentionDays: 30,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const provider = () => ({
  getOne: vi.fn().mockResolvedValue({ data: settings }),
  getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
  update: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { ...settings, ...data } })),
});

describe('site settings', () => {
  it('requires a maintenance message when maintenance mode is on, and checks links', async () => {
    const dataProvider = provider();
    renderAdmin(<SiteSettingEdit />, { dataProvider, resource: 'site-setting', path: '/site-setting' });
    await userEvent.click(await screen.findByRole('switch', { name: /Maintenance mode/ }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Facebook' }));
    await userEvent.paste('http://facebook.com/us');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the message visitors see while the site is in maintenance')).toBeInTheDocument();
    expect(screen.getByText('Use a full https:// address, or leave it empty')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("checks the support phone with the declaration's pattern and message", async () => {
    const dataProvider = provider();
    renderAdmin(<SiteSettingEdit />, { dataProvider, resource: 'site-setting', path: '/site-setting' });
    const phone = await screen.findByRole('textbox', { name: /Support phone/ });
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use digits, spaces and + ( ) . - only, for example +1 555 010 0200')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves the whole form with the update call', async () => {
    const dataProvider = provider();
    renderAdmin(<SiteSettingEdit />, { dataProvider, resource: 'site-setting', path: '/site-setting' });
    const name = await screen.findByRole('textbox', { name: /Site name/ });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('Tutors United');
    await userEvent.click(screen.getByRole('textbox', { name: 'YouTube' }));
    await userEvent.paste('https://youtube.com/@tutors');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'site-setting',
        expect.objectContaining({
          data: expect.objectContaining({
            siteName: 'Tutors United',
            contactEmail: settings.contactEmail,
            supportPhone: settings.supportPhone,
            commissionPercent: 15,
            currency: 'USD',
            socialLinks: { ...settings.socialLinks, youtube: 'https://youtube.com/@tutors' },
            maintenanceMode: false,
            maintenanceMessage: '',
            dateFormat: 'DD/MM/YYYY',
            trashRetentionDays: 30,
          }),
        }),
      ),
    );
  });
});
