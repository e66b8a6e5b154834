// How fast this machine is today: the milliseconds one core takes for a fixed piece of work
// (hashing, a loop of arithmetic, JSON). The same code's CI stages scale with it (the 2-core
// machine has run the same commit in 785 s one day and 1,763 s the next), so .ci/run prints it
// beside the stages' times, and figures from two days compare once divided by it.
import { createHash } from 'node:crypto';

function referenceWork() {
  let hash = '';
  for (let index = 0; index < 100_000; index += 1) {
    hash = createHash('sha256').update(`${hash}${index}`).digest('hex');
  }
  let sum = 0;
  for (let index = 0; index < 100_000_000; index += 1) sum = (sum + index * 7) % 1_000_003;
  const rows = Array.from({ length: 50_000 }, (_, index) => ({ index, name: `row ${index}`, sum }));
  for (let round = 0; round < 10; round += 1) JSON.parse(JSON.stringify(rows));
  return hash.length + sum;
}

referenceWork(); // warm-up: the compiler's work is not the machine's speed
const started = performance.now();
referenceWork();
console.log(Math.round(performance.now() - started));
