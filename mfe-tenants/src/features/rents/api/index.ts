export { useRents } from './get-rents';
export { useChangeRent } from './change-rent';
