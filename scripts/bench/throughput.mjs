// Requests per second and p99 latency at 10 connections, with autocannon.
import autocannon from 'autocannon';

export async function measureThroughput(url, headers = {}, seconds = 8) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0)
    throw new Error(`${url} answered ${result.non2xx} non-2xx responses during the benchmark.`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}
