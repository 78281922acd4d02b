interface Frame {
  /** The object's keys so far, or null for an array. */
  readonly keys: Set<string> | null;
  /** The current key, or the current element's index. */
  at: string | number;
}

/**
 * The path of the first key that appears twice in one object of `text`, or null. JSON.parse keeps
 * the last of duplicate keys silently; a scenario file that sets a field twice is a mistake to
 * report, as an unknown key is. `text` must be valid JSON (parse it first): this only walks its
 * strings and brackets, iteratively, so deep nesting cannot overflow the stack.
 */
export function findDuplicateKey(text: string): (string | number)[] | null {
  const stack: Frame[] = [];
  let keyNext = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */) {
      stack.push({ keys: new Set(), at: '' });
      keyNext = true;
    } else if (c === 0x5b /* [ */) {
      stack.push({ keys: null, at: 0 });
      keyNext = false;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      keyNext = false;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.keys) keyNext = true;
      else if (top) top.at = (top.at as number) + 1;
    } else if (c === 0x22 /* " */) {
      let end = i + 1;
      while (text.charCodeAt(end) !== 0x22) end += text.charCodeAt(end) === 0x5c ? 2 : 1;
      const top = stack[stack.length - 1];
      if (keyNext && top?.keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return [...stack.slice(0, -1).map((f) => f.at), key];
        top.keys.add(key);
        top.at = key;
        keyNext = false;
      }
      i = end;
    }
  }
  return null;
}
