// JSON nested thousands of levels deep parses, but whatever walks it recursively afterwards
// (JSON.stringify, a logger, a validator) overflows the stack: a 500 for bad input. Every JSON the
// API reads, a body or a form field, is measured first, without parsing, and refused past a depth
// no form of the portal comes near (its deepest is 2: amenities [{ name }]).
import { jsonTooDeepMessage } from '@pgportal/contracts/messages';
import { ValidationError } from '../errors';

export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether `text` opens more than `max` brackets ([ or {) at once, outside strings. */
export function jsonNestedDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth -= 1;
  }
  return false;
}

/** A form field's text, refused (400 naming the field) when it is JSON nested too deeply. */
export function refuseDeepJsonField(field: string, value: string): string {
  const first = value.trimStart().charCodeAt(0);
  if ((first === OPEN_OBJECT || first === OPEN_ARRAY) && jsonNestedDeeperThan(value)) {
    throw new ValidationError({ [field]: jsonTooDeepMessage(MAX_JSON_DEPTH, field) });
  }
  return value;
}
