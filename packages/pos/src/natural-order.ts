/** Case-insensitive natural order (as PHP's natcasesort): "field2" before "field10", "Email" beside "email". */
export function naturalCompare(a: string, b: string): number {
  const chunk = /(\d+|\D+)/g;
  const left = a.toLowerCase().match(chunk) ?? [];
  const right = b.toLowerCase().match(chunk) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) {
      continue;
    }
    const xNumber = /^\d/.test(x);
    const yNumber = /^\d/.test(y);
    if (xNumber && yNumber) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) {
        return difference;
      }
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}
