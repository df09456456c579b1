/** Samples a resident set size every `everyMs` until stopped; `stop()` answers the peak in MB. */
export function sampleRss(
  read: () => number = () => process.memoryUsage.rss(),
  everyMs = 50,
): { stop(): number } {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, read());
      return peak / 1024 / 1024;
    },
  };
}
