// What other parts of the storefront may use of pet services; everything else in this folder is its own.
export { UPDATE_APPOINTMENT } from './appointment-queries';
