export { CONTACTS_TEXT, ContactsPage, phoneHref, yandexMapsUrl } from './ContactsPage';
