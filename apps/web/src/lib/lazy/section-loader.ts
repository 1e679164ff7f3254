/** What a lazily loaded section shows: its placeholder until near and while loading, then the data or the failure. */
export type SectionState<T> =
  | { status: "waiting" }
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "failed"; code: string | null };

/**
 * The life of one lazily loaded section, without React (the hook `useLazySection` renders its
 * states): nothing is asked before `near()`; `near()` loads once however often it is called;
 * a failure carries the API's error code (an `ApiError`'s `code`; none for a network failure),
 * and `retry()` loads again; after `dispose()` a late answer is ignored.
 */
export class SectionLoader<T> {
  private state: SectionState<T> = { status: "waiting" };
  private attempt = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly onChange: (state: SectionState<T>) => void,
  ) {}

  get current(): SectionState<T> {
    return this.state;
  }

  near(): void {
    if (this.state.status === "waiting") this.start();
  }

  retry(): void {
    if (this.state.status === "failed") this.start();
  }

  dispose(): void {
    this.attempt = -1;
  }

  private start(): void {
    const attempt = ++this.attempt;
    this.set({ status: "loading" });
    this.load().then(
      (data) => {
        if (attempt === this.attempt) this.set({ status: "ready", data });
      },
      (e: unknown) => {
        if (attempt === this.attempt) this.set({ status: "failed", code: (e as { code?: string }).code ?? null });
      },
    );
  }

  private set(state: SectionState<T>): void {
    this.state = state;
    this.onChange(state);
  }
}

/**
 * One request shared by the sections that need the same answer (the home decoration's blocks
 * all come from one document): the first caller starts it, the others get the same promise. A
 * failed request is forgotten, so a section's retry asks again.
 */
export function sharedLoad<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const started = load();
  cache.set(key, started);
  started.catch(() => {
    if (cache.get(key) === started) cache.delete(key);
  });
  return started;
}
