/** A minimal typed event source: `on` returns the function that stops listening. */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();

  /** Calls `listener` with every later value; returns the function that unsubscribes it. */
  on(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands `value` to every listener, in the order they subscribed. */
  emit(value: T): void {
    for (const listener of [...this.listeners]) listener(value);
  }
}
