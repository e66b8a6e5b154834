// Money is stored as integer paise and shown as rupees with at most 2 decimals (DESIGN §3).

/** 1234.5 rupees -> 123450 paise. Rounds half away from zero at the paisa. */
export function toPaise(rupees: number): number {
  const paise = Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
  return rupees < 0 ? -paise : paise;
}

/** 123450 paise -> 1234.5 rupees. A database sum may arrive as a string. */
export function toRupees(paise: number | string | bigint | null | undefined): number {
  if (paise === null || paise === undefined) return 0;
  return Number(paise) / 100;
}
