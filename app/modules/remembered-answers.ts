/**
 * A pure function of a string with its answers remembered: a hot path that sees the same few strings again and again
 * (the User-Agent of every counted view, a client's Accept-Encoding) computes each once. Bounded: once `limit`
 * answers are held they are all forgotten, and a key longer than `maxKeyLength` is never kept, so a flood of
 * distinct or huge headers costs at most `limit` short entries.
 */
export function rememberAnswers<T>(compute: (key: string) => T, options: { limit: number; maxKeyLength?: number }): (key: string) => T {
  const answers = new Map<string, T>();
  const maxKeyLength = options.maxKeyLength ?? 1_000;
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as T;
    const answer = compute(key);
    if (key.length <= maxKeyLength) {
      if (answers.size >= options.limit) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}
