import { failedWith, type ApiData } from "@/lib/api/api-data";

/** What a lazily loaded section shows: its placeholder until near (waiting) and while loading, then the data or the failure. */
export type SectionState<T> = { status: "waiting"; data: null } | ApiData<T>;

/**
 * The life of one lazily loaded section, without React (the hook `useLazySection` renders its
 * states): nothing is asked before `near()`; `near()` loads once however often it is called;
 * a failure carries the API's error code (an `ApiError`'s `code`; none for a network failure),
 * and `retry()` loads again; after `dispose()` a late answer is ignored.
 */
export class SectionLoader<T> {
  private state: SectionState<T> = { status: "waiting", data: null };
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
    this.set({ status: "loading", data: null });
    this.load().then(
      (data) => {
        if (attempt === this.attempt) this.set({ status: "ready", data });
      },
      (e: unknown) => {
        if (attempt === this.attempt) this.set(failedWith(e));
      },
    );
  }

  private set(state: SectionState<T>): void {
    this.state = state;
    this.onChange(state);
  }
}

/**
 * One request shared by the sections that read the same document (the home decoration's blocks
 * all come from one): the first caller starts it, the others get the same promise. `version`
 * names the document the page was rendered from: a page rendered from another version (the buyer
 * came back after the merchant republished, or the products on it changed) asks again instead of
 * showing the first answer's cards under the new page's headings; only the latest version per
 * `scope` is kept. A failed request is forgotten, so a section's retry asks again.
 */
export function sharedLoad<T>(
  cache: Map<string, { version: string; answer: Promise<T> }>,
  scope: string,
  version: string,
  load: () => Promise<T>,
): Promise<T> {
  const known = cache.get(scope);
  if (known?.version === version) return known.answer;
  const entry = { version, answer: load() };
  cache.set(scope, entry);
  entry.answer.catch(() => {
    if (cache.get(scope) === entry) cache.delete(scope);
  });
  return entry.answer;
}
