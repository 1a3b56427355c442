import type { MaskBitmap } from '@mazekit/core';
import type { AppState } from '../url-state.js';
import { findBuiltInMask, maskFromRows } from './masks.js';

/** An uploaded mask too large for a link: kept on the page while it is in use. */
let uploaded: MaskBitmap | undefined;
let uploadedName = '';

/** Keeps an uploaded mask too large for a link (state `mask: 'upload'` then refers to it). */
export function keepUpload(bitmap: MaskBitmap, name: string): void {
  uploaded = bitmap;
  uploadedName = name;
}

/** True while an uploaded mask is kept on the page. */
export function hasUpload(): boolean {
  return uploaded !== undefined;
}

/** The file name of the kept upload. */
export function uploadName(): string {
  return uploadedName;
}

/** The mask bitmap `state` asks for: a built-in, the rows a link carries, the kept upload, or none. */
export function maskOf(state: Pick<AppState, 'mask' | 'maskRows'>): MaskBitmap | undefined {
  if (!state.mask) return undefined;
  if (state.mask === 'custom') return maskFromRows(state.maskRows);
  if (state.mask === 'upload') return uploaded;
  return findBuiltInMask(state.mask)?.bitmap();
}
