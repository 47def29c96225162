/* Firebase Cloud Messaging service worker: push messages that arrive while no tab of the admin
   app is in front become notifications, and a click on one opens the app. The app passes its Firebase settings in this script's query string,
   because a service worker cannot read the build's environment. */
/* global importScripts, firebase */
importScripts('https://www.gstatic.com/firebasejs/12.19.0/firebase-app-compat.js');
importScripts('https://www.gstatic.com/firebasejs/12.19.0/firebase-messaging-compat.js');

const params = new URL(self.location.href).searchParams;
const config = {
  apiKey: params.get('apiKey'),
  authDomain: params.get('authDomain'),
  projectId: params.get('projectId'),
  messagingSenderId: params.get('messagingSenderId'),
  appId: params.get('appId'),
};

// Registered before Firebase's own click handler, which would otherwise take the click on a
// notification Firebase showed and, having no link to open, only close it. A new order's
// notification opens that order when no window of the app is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.stopImmediatePropagation();
  const data = event.notification.data || {};
  const pushed = (data.FCM_MSG && data.FCM_MSG.data) || data;
  const orderId = Number(pushed.order_id);
  const path = Number.isInteger(orderId) && orderId > 0 ? `/order?view=${orderId}` : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const open = clients.find((client) => 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(path);
    }),
  );
});

if (config.apiKey && config.projectId && config.appId) {
  firebase.initializeApp(config);
  const messaging = firebase.messaging();
  messaging.onBackgroundMessage((payload) => {
    // Firebase shows a message that carries a notification (a new order's) by itself; showing it
    // here as well would show it twice. A message without one still needs a notification shown.
    if (payload.notification) return;
    self.registration.showNotification('Teahouse Admin', { icon: '/logo.svg', data: payload.data || {} });
  });
}
