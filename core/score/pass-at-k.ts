/**
 * The unbiased pass@k estimator (Chen et al. 2021): 1 - C(n-c, k) / C(n, k) for a task with n
 * generations of which c passed, computed as a stable product.
 */
export function passAtK(n: number, c: number, k: number): number {
  if (k > n) throw new RangeError(`pass@${k} needs at least ${k} generations, got ${n}`);
  if (n - c < k) return 1;
  let prod = 1;
  for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i;
  return 1 - prod;
}
