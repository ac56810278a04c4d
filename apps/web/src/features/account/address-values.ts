// The address form's values, the order its messages are focused in, and the rules that check them.
import { cardNumberErrors, validateAddress, type AddressField, type Message } from '@store/core';

export const EMPTY_ADDRESS = {
  type: 'home',
  title: '',
  postalCode: '',
  address: '',
  addressNumber: '',
  complement: '',
  province: '',
  city: '',
  state: '',
  nearby: '',
  isMain: false,
};
export type AddressValues = typeof EMPTY_ADDRESS;
export type AddressTextField = AddressField | 'title' | 'complement' | 'nearby';
export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[];

/** Every message of the form: a card number typed in any free-text field is named; core's address rules speak first where both fail. */
export function addressErrors(values: AddressValues): Partial<Record<AddressTextField, Message>> {
  const { title, address, addressNumber, complement, province, nearby } = values;
  return {
    ...cardNumberErrors({ title, address, addressNumber, complement, province, nearby }),
    ...validateAddress(values),
  };
}
