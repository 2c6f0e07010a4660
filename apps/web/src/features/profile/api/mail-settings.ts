import { MailSettingsSchema, type MailKind } from '@seedmatch/shared/mail';
import { apiRequest } from '../../../lib/api-client';

export const MAIL_SETTINGS_KEY = ['mail-settings'] as const;

export const getMailSettings = () => apiRequest('/users/me/mail', { schema: MailSettingsSchema });

export const setMailKind = (kind: MailKind, on: boolean) =>
  apiRequest('/users/me/mail', { method: 'PUT', body: { [kind]: on }, schema: MailSettingsSchema });
