// The addresses screens' public surface: the customer's addresses tab and an address link.
export { AddressLink } from './AddressLink';
export { UserAddresses } from './UserAddresses';
