/** A set of listeners; `on` returns the function that removes the listener. */
export class Emitter<Args extends unknown[]> {
  private readonly listeners = new Set<(...args: Args) => void>();

  on = (listener: (...args: Args) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  emit(...args: Args) {
    this.listeners.forEach((listener) => listener(...args));
  }
}
