// Spec section 8: the notification messages, word for word.
export const PERMISSION_REQUEST_ERROR = 'Error when requesting notification permission';
export const PERMISSION_NOT_GRANTED_ERROR =
  'Error notification permission is not granted. Please enable notification permission on your browser';
export const PERMISSION_TOAST_ID = 'fcm-permission-error';
export const REGISTRATION_ERROR = 'Error occurred when registering push notification, please contact support';
