export { useCharges } from './get-charges';
export { useAddCharge } from './add-charge';
export { useRemoveCharge } from './remove-charge';
