import { colorChannels } from '@mazekit/core';

/** A checked CSS colour as PDF operands: three numbers from 0 to 1. */
export function rgb(color: string): string {
  return colorChannels(color)
    .slice(0, 3)
    .map((c) => String(Math.round((c / 255) * 1000) / 1000))
    .join(' ');
}
