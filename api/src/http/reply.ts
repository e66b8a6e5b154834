// The answer envelope of DESIGN §3: `{ success, message, data }`.

export interface Ok<T> {
  success: true;
  message: string;
  data: T;
}

export function ok<T>(message: string, data: T): Ok<T> {
  return { success: true, message, data };
}
