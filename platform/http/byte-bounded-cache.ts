/**
 * A map bounded by the bytes of its answers' bodies, the least recently used going first: the local
 * server's caches of what Netlify's CDN keeps (the pictures it has cut, the build's files).
 */
export class ByteBoundedCache<Entry extends { body: { length: number } }> {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps `entry` under `key` (replacing what was there) unless it alone is past the bound. */
  set(key: string, entry: Entry): void {
    if (entry.body.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.length;
  }
}
