/**
 * Upper tail of the chi-square distribution: P(X >= x) for `dof` degrees of freedom,
 * i.e. the regularised upper incomplete gamma Q(dof / 2, x / 2), by its series below
 * a + 1 and by Lentz's continued fraction above (the usual split; accurate to ~1e-12).
 */
export function chiSquareSurvival(x: number, dof: number): number {
  if (x <= 0) return 1;
  const a = dof / 2;
  const z = x / 2;
  const lnPrefix = a * Math.log(z) - z - logGamma(a);
  if (z < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10000; n++) {
      term *= z / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - Math.exp(lnPrefix) * sum);
  }
  const tiny = 1e-300;
  let b = z + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lnPrefix) * h;
}

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, 9 terms). */
export function logGamma(x: number): number {
  const g = 7;
  const coef = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const xx = x - 1;
  let sum = coef[0]!;
  for (let i = 1; i < g + 2; i++) sum += coef[i]! / (xx + i);
  const t = xx + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(sum);
}
