// Finds any of many phrases in a text in one pass (Aho–Corasick): the cost is the text's length plus the
// matches looked at, whatever the number of phrases. A match counts only where it stands alone: the
// characters on either side of it are not `inside` characters (letters and digits for words, host-name
// characters for domains).

interface Node {
  /** By UTF-16 code unit, so the text is read without making a string per character. */
  next: Map<number, Node>;
  fail: Node | undefined;
  /** Phrases ending here, by length (their own, or through the fail links, via `output`). */
  ends: number[];
  /** The nearest node along the fail links where a phrase ends. */
  output: Node | undefined;
  data: string[];
}

const node = (): Node => ({ next: new Map(), fail: undefined, ends: [], output: undefined, data: [] });

export class PhraseMatcher {
  private readonly root = node();
  /** `inside` answered once for every ASCII character, the common case. */
  private readonly asciiInside = new Uint8Array(128);

  /** `phrases`: what to look for, each with what a match answers. */
  constructor(
    phrases: { phrase: string; data: string }[],
    private readonly inside: RegExp,
  ) {
    for (let code = 0; code < 128; code++)
      this.asciiInside[code] = inside.test(String.fromCharCode(code)) ? 1 : 0;
    for (const { phrase, data } of phrases) {
      if (!phrase) continue;
      let at = this.root;
      for (let i = 0; i < phrase.length; i++) {
        const unit = phrase.charCodeAt(i);
        let child = at.next.get(unit);
        if (!child) at.next.set(unit, (child = node()));
        at = child;
      }
      at.ends.push(phrase.length);
      at.data.push(data);
    }
    this.link();
  }

  /** Fail links breadth first: each node's is the longest proper suffix of its path that is in the tree. */
  private link() {
    const queue: Node[] = [];
    for (const child of this.root.next.values()) {
      child.fail = this.root;
      queue.push(child);
    }
    for (let i = 0; i < queue.length; i++) {
      const parent = queue[i]!;
      for (const [unit, child] of parent.next) {
        let fail = parent.fail;
        while (fail && !fail.next.has(unit)) fail = fail.fail;
        child.fail = fail?.next.get(unit) ?? this.root;
        child.output = child.fail.ends.length ? child.fail : child.fail.output;
        queue.push(child);
      }
    }
  }

  private standsAlone(text: string, start: number, end: number) {
    return !this.isInside(text, start - 1) && !this.isInside(text, end);
  }

  private isInside(text: string, index: number) {
    if (index < 0 || index >= text.length) return false;
    const code = text.charCodeAt(index);
    if (code < 128) return this.asciiInside[code] === 1;
    // A surrogate half is read with its pair, as the whole character.
    const from = code >= 0xdc00 && code <= 0xdfff && index > 0 ? index - 1 : index;
    return this.inside.test(String.fromCodePoint(text.codePointAt(from)!));
  }

  /** What the first phrase found standing alone in the text answers, or undefined. */
  find(text: string): string | undefined {
    let at = this.root;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      while (at !== this.root && !at.next.has(unit)) at = at.fail!;
      at = at.next.get(unit) ?? this.root;
      const index = i + 1;
      // Only where the text may end a match: the character after it stands outside.
      if (this.isInside(text, index)) continue;
      for (let hit: Node | undefined = at.ends.length ? at : at.output; hit; hit = hit.output) {
        for (const [i, length] of hit.ends.entries()) {
          if (this.standsAlone(text, index - length, index)) return hit.data[i];
        }
      }
    }
    return undefined;
  }
}
