import { runEvery } from './run-every';

describe('runEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs now and then every period, never two runs at once, and stop waits for the run under way', async () => {
    let finish: () => void = () => undefined;
    const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const schedule = runEvery(task, 1000, () => undefined);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1); // the first run has not ended
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    jest.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and runs again on time', async () => {
    const errors: unknown[] = [];
    const task = jest.fn(() => Promise.reject(new Error('down')));
    const schedule = runEvery(task, 1000, (error) => errors.push(error));
    await jest.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(2);
    expect(task).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });
});
