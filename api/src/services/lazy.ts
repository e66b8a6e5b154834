// paginate() runs a list's total only when a page is asked for: a thenable that starts its query
// on first use (a drizzle query already is one, but a mapped or joined count is not).

export function lazy<T>(start: () => PromiseLike<T>): PromiseLike<T> {
  let started: PromiseLike<T> | null = null;
  return {
    then: (onFulfilled, onRejected) => (started ??= start()).then(onFulfilled, onRejected),
  };
}
