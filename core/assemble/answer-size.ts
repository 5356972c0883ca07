/**
 * The largest answer extraction reads: 1 MiB of UTF-8. McEval answers are a few KB (max_tokens 1024);
 * anything near this size is not a model's answer, and is refused before any extractor sees it.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

const MIB = 1024 * 1024;

/** The UTF-8 size of `text`, counted without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Why an answer is too large to extract from, or undefined when it is within MAX_ANSWER_BYTES. */
export function oversizeReason(answer: string): string | undefined {
  // Every UTF-16 unit is at least one UTF-8 byte and at most three.
  if (answer.length * 3 <= MAX_ANSWER_BYTES) return undefined;
  const bytes = utf8Bytes(answer);
  if (bytes <= MAX_ANSWER_BYTES) return undefined;
  return `the answer is ${(bytes / MIB).toFixed(1)} MiB, over the ${MAX_ANSWER_BYTES / MIB} MiB limit`;
}
