/** The Wilson score interval for a proportion of `passed` out of `total`, at 95% (z = 1.96). */
export function wilson(passed: number, total: number, z = 1.959963984540054): { low: number; high: number } {
  if (total === 0) return { low: 0, high: 0 };
  const p = passed / total;
  const z2 = z * z;
  const denom = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
