// While logout takes the user to /, the guards of /app and /tenant must not send them to the sign-in
// page on the way (the session is cleared a moment before the navigation lands).
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(value: boolean): void {
  signingOut = value;
}
