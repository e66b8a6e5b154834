// Choosing in a search-as-you-type picker (the kit's SearchSelect) as a person does: type, wait
// for the list to answer what was typed, click the option.
import { expect, type Locator } from '@playwright/test';

/**
 * Types `typed` into the picker named `name` inside `scope` and chooses the option matching
 * `option` once the server has answered that text. Until then the list shows the answer to an
 * earlier text (the empty one, asked when the field opened): a click on it can land just as the
 * new answer replaces it and choose nothing, as a loaded machine showed (a move's bed left empty).
 */
export async function chooseInPicker(scope: Locator, name: RegExp, typed: string, option: RegExp) {
  const answered = scope
    .page()
    .waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).searchParams.get('search') === typed.trim(),
    );
  const field = scope.getByRole('combobox', { name });
  await field.fill(typed);
  await answered;
  await scope.getByRole('option', { name: option }).click();
  await expect(field, 'the picker shows the option chosen').toHaveValue(option);
}
