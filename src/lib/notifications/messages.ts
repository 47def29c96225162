// The notification messages, in the language in use.
import { t } from '../i18n';

export const PERMISSION_TOAST_ID = 'fcm-permission-error';
export const permissionRequestError = () => t('notifications.permissionRequestError');
export const permissionNotGrantedError = () => t('notifications.permissionNotGranted');
export const registrationError = () => t('notifications.registrationError');
