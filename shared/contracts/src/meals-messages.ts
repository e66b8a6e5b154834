// The messages of meals and days away (issue 25), spread into MESSAGES (messages.ts).
export const MEALS_MESSAGES = {
  mealOptOutsFetched: 'Days away fetched successfully',
  mealOptOutAdded: 'Days away marked',
  mealOptOutWithdrawn: 'Days away withdrawn',
  mealOptOutNotFound: 'Days away not found',
  mealOptOutOverlaps:
    'These days overlap days away already marked. Choose other days or withdraw those first.',
  mealsNotIncluded: 'Meals are not included for this tenant: there are no meals to mark away.',
  mealCountFetched: 'Kitchen count fetched successfully',
  mealCountNoProperty: 'Choose a property first: the kitchen count is of the current property.',
} as const;

/** Days away marked too late: names the property's cut-off. */
export const mealCutoffMessage = (cutoff: string, firstDay: string) =>
  `Days away must be marked by ${cutoff} (India time) the day before: ${firstDay} is past its cut-off. Choose a later first day.`;

/** Withdrawing days away too late: names the cut-off. */
export const mealWithdrawCutoffMessage = (cutoff: string) =>
  `Days away can be withdrawn only until ${cutoff} (India time) the day before the first day away.`;

/** Days away before the stay began or after its move-out date. */
export const mealOutsideStayMessage = (start: string, end: string | null) =>
  `Choose days within the tenant's stay: from ${start}${end ? ` to ${end}` : ''}.`;

/** Marked days away too short for a credit: the tenant is told so. */
export const mealShortAbsenceMessage = (minDays: number) =>
  `Days away marked. Absences shorter than ${minDays} days earn no meal credit.`;
