// Money is stored as integer paise and shown as rupees with at most 2 decimals (DESIGN §3). The
// conversions and the printed form are written once, in @pgportal/contracts/format (the front ends
// use them too); the API imports them from here. Nothing else multiplies or divides money by 100.
export {
  formatPaise,
  paiseFromText,
  rupeesDecimal,
  sumRupees,
  toPaise,
  toRupees,
} from '@pgportal/contracts/format';
