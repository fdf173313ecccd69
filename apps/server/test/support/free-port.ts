export { freePort } from '@vetbo/db/embedded/free-port';
