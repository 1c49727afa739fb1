/**
 * react-admin's error page, shown when rendering fails outside the shell (the shell has its own). Its own
 * module so that it loads only when needed, not with the login page.
 */
export { Error as default } from 'react-admin';
