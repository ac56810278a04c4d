/**
 * A circuit breaker for one CEP service: after `failures` failures in a row the service is skipped for
 * `coolDownMs`, then asked once more; a good answer closes it, another failure opens it again. While a service is
 * down every lookup would otherwise wait for its time-out before the next source is asked.
 * Hand-written (docs/decisions/0013): a dozen lines with an injected clock, where the libraries wrap whole calls
 * in their own time-outs and event emitters the lookup does not need.
 */
export class CircuitBreaker {
  private failuresInARow = 0;
  private openUntil = 0;

  constructor(
    private readonly options: { failures: number; coolDownMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the service may be asked now. */
  get closed(): boolean {
    return this.now() >= this.openUntil;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.openUntil = 0;
  }

  failed(): void {
    this.failuresInARow += 1;
    if (this.failuresInARow >= this.options.failures) this.openUntil = this.now() + this.options.coolDownMs;
  }
}
