// What other parts of the storefront may use of pet services; everything else in this folder is its own.
export { APPOINTMENT_QUERY, UPDATE_APPOINTMENT } from './appointment-queries';
