/** One named check: `run` throws an Error saying what is wrong. */
export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => void;
}
