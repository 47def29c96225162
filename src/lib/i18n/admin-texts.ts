// The admin screens' English texts, added when the admin shell loads (it imports this module),
// before any screen inside it renders; sign-in does not carry them. The two parts share no group of
// texts (catalogue.test.ts), so adding is a plain merge. Indonesian has them already: it loads
// whole (see index.ts).
import { i18n } from '.';
import en from './locales/en-admin.json';

i18n.addResourceBundle('en', 'translation', en);
