export { WAITING_PATH, useWaiting } from './get-waiting';
