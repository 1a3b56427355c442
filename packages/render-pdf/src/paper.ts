/** Paper sizes in points (1/72 inch), portrait. */
export const PAPER = Object.freeze({
  a4: Object.freeze({ width: 595.28, height: 841.89 }),
  letter: Object.freeze({ width: 612, height: 792 }),
} as const);

/** Width and height of the page in points, turned on its side for `landscape`. */
export function pageSize(paper: keyof typeof PAPER, landscape: boolean): { width: number; height: number } {
  const { width, height } = PAPER[paper];
  return landscape ? { width: height, height: width } : { width, height };
}
