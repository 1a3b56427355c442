import type { DownloadStage } from '../protocol.js';

/** What the progress line says at each step of a download, for a file of kind `what` ("SVG", "PDF"). */
export function stageText(stage: DownloadStage, what: string): string {
  switch (stage) {
    case 'loading':
      return `Fetching the ${what} writer…`;
    case 'writing':
      return `Writing the ${what}…`;
    case 'drawing':
      return `Drawing the ${what}…`;
    case 'encoding':
      return `Encoding the ${what}…`;
  }
}

/** How long a finished download's "Saved …" line stays before the line hides. */
const SAVED_SHOWN_MS = 4000;

/** One download's line in the view bar: a busy bar, the step under way and the seconds so far. */
export interface DownloadProgress {
  /** The worker reached `stage`. */
  stage(stage: DownloadStage): void;
  /** The file `name` was handed to the browser. */
  saved(name: string): void;
  /** The download stopped (failed or cancelled): the line hides. */
  stopped(): void;
}

/**
 * Shows the progress line in `host` (a `role="status"` element holding a `<progress>` and a
 * text span) for a download of kind `what`, from now until it is saved or stops. The seconds
 * count on while a step takes long, so a person sees that the page is working, not frozen.
 */
export function showDownloadProgress(host: HTMLElement, what: string): DownloadProgress {
  const bar = host.querySelector('progress');
  const text = host.querySelector<HTMLElement>('.download-text');
  if (!bar || !text) throw new Error('the download progress line is missing from the page');
  const began = performance.now();
  let now = `Preparing the ${what}…`;
  const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
  const show = () => {
    text.textContent = `${now} ${seconds()} s`;
  };
  clearTimeout(Number(host.dataset.hideTimer ?? 0));
  host.hidden = false;
  host.dataset.state = 'busy';
  bar.removeAttribute('value');
  show();
  const ticking = setInterval(show, 250);
  const end = () => clearInterval(ticking);
  return {
    stage(stage) {
      now = stageText(stage, what);
      host.dataset.stage = stage;
      show();
    },
    saved(name) {
      end();
      host.dataset.state = 'saved';
      delete host.dataset.stage;
      bar.value = bar.max;
      text.textContent = `Saved ${name} (${seconds()} s)`;
      host.dataset.hideTimer = String(setTimeout(() => (host.hidden = true), SAVED_SHOWN_MS));
    },
    stopped() {
      end();
      delete host.dataset.state;
      delete host.dataset.stage;
      host.hidden = true;
    },
  };
}
