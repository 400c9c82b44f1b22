/** At most `running` at once and `waiting` in line; past that, null (the caller answers 503). */
export class Gate {
  private active = 0;
  private readonly line: (() => void)[] = [];
  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async enter(): Promise<(() => void) | null> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) return null;
      await new Promise<void>((r) => this.line.push(r));
    }
    this.active++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active--;
      this.line.shift()?.();
    };
  }
}
