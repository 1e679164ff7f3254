import { debounce } from "../../../lib/hooks/debounce";

/** The search keyword as typed, settled after a quiet period; `flush` gives the latest at once. */
export class KeywordModel {
  private value = "";
  private readonly settle;

  constructor(debounceMs: number) {
    this.settle = debounce((v: string) => {
      this.value = v;
    }, debounceMs);
  }

  input(v: string): void {
    this.settle(v);
  }

  set(v: string): void {
    this.settle.cancel();
    this.value = v;
  }

  flush(): string {
    this.settle.flush();
    return this.value;
  }

  cancel(): void {
    this.settle.cancel();
  }
}
