/** A binary min-heap on `at`: what expires first is always on top, so expiry costs what expires. */
export class ExpiryHeap<T> {
  private readonly items: { at: number; value: T }[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): { at: number; value: T } | undefined {
    return this.items[0];
  }

  push(at: number, value: T): void {
    const items = this.items;
    items.push({ at, value });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent].at <= items[i].at) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  pop(): { at: number; value: T } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && items[left].at < items[smallest].at) smallest = left;
        if (right < items.length && items[right].at < items[smallest].at) smallest = right;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i], items[smallest]];
        i = smallest;
      }
    }
    return top;
  }

  /** Keeps only the items `keep` accepts (drops stale ones), in O(n). */
  retain(keep: (value: T, at: number) => boolean): void {
    const kept = this.items.filter((item) => keep(item.value, item.at));
    this.items.length = 0;
    for (const item of kept) this.push(item.at, item.value);
  }
}
