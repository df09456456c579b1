import type { AppendObservation, AppendObserver } from '../event-store/observed-event-store';

/**
 * Who is told of the appends through the module's stores: `onAppend` of the module's options,
 * and what modules imported beside it add (the Prometheus module counts appends this way), so
 * that an app gets its append metrics without wiring `onAppend` itself. One per app.
 */
export class AppendObservers {
  private readonly observers = new Set<AppendObserver>();

  /** Adds `observer`; the function returned removes it. */
  add(observer: AppendObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Tells every observer; one that throws neither fails the append nor silences the others. */
  readonly notify = (observation: AppendObservation): void => {
    for (const observer of this.observers) {
      try {
        observer(observation);
      } catch {
        // Observing must never change what the append did.
      }
    }
  };
}
