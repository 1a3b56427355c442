import { isMazekitError, OrthogonalGrid, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { MIN_CELL, renderPdf, renderer } from '../src/index.js';
import { solvedMaze, solvedMazes } from './mazes.js';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message.startsWith('@mazekit/render-pdf: ')).toBe(true);
    return message;
  }
  throw new Error('expected a throw');
}

describe('bad input: one line naming the bad value and what is allowed', () => {
  const mazes = solvedMazes(3, 20, 20, 'bad');

  test('perPage 0 and other out-of-range options', () => {
    expect(messageOf(() => renderPdf(mazes, { perPage: 0 }))).toBe('@mazekit/render-pdf: option perPage must be an integer from 1 to 48, got 0');
    expect(messageOf(() => renderPdf(mazes, { paper: 'a3' as 'a4' }))).toContain('a4, letter');
    expect(messageOf(() => renderPdf(mazes, { wallColor: 'notacolour' }))).toContain('option wallColor must be a CSS colour: a name, #rgb');
    expect(messageOf(() => renderPdf(mazes, { stairColor: '#12345' }))).toContain('; got "#12345"');
    expect(messageOf(() => renderPdf(mazes, { rockColor: 'rock' }))).toContain('option rockColor must be a CSS colour');
    expect(messageOf(() => renderPdf(mazes, { goalColor: 'transparent' }))).toContain('option goalColor must be an opaque colour');
    expect(() => renderPdf(mazes, { wallColor: 'red', solutionColor: 'hsl(120 100% 25%)' })).not.toThrow();
    expect(messageOf(() => renderPdf(mazes, { margin: 145 }))).toContain('option margin must be a number from 0 to 144, got 145');
    expect(messageOf(() => renderPdf(mazes, { font: 'x' as unknown as Uint8Array }))).toContain('option font must be the bytes of a TrueType font');
  });

  test('more mazes per page than stay legible names the most that do', () => {
    const many = solvedMazes(48, 20, 20, 'many');
    const message = messageOf(() => renderPdf(many, { perPage: 48 }));
    expect(message).toMatch(/^@mazekit\/render-pdf: option perPage 48 leaves cells of \d\.\d pt for 20x20 mazes on a4; at most (\d+) per page stay legible \(cells of at least 5 pt, about 1\.8 mm\)$/);
    const most = Number(/at most (\d+)/.exec(message)![1]);
    expect(most).toBeGreaterThan(1);
    // The most it names works, and one more does not.
    expect(() => renderPdf(many.slice(0, most), { perPage: most })).not.toThrow();
    expect(() => renderPdf(many.slice(0, most + 1), { perPage: most + 1 })).toThrow(/at most/);
    expect(MIN_CELL).toBe(5);
  });

  test('one maze too big for the page is refused too, naming the largest that prints', () => {
    expect(messageOf(() => renderPdf(solvedMaze(150, 150, 'big')))).toBe(
      '@mazekit/render-pdf: a 150x150 maze leaves cells of 3.49 pt on a4, and cells under 5 pt (about 1.8 mm) do not print legibly; the largest of its proportions that prints legibly there is 104x104',
    );
    expect(() => renderPdf(solvedMaze(104, 104, 'big'))).not.toThrow();
  });

  test('a title that would overflow the page', () => {
    const message = messageOf(() => renderPdf(mazes, { title: 'A very long title '.repeat(4) }));
    expect(message).toMatch(/^@mazekit\/render-pdf: option title is \d+ pt wide at 18 pt but a4 has 523 pt between its margins; shorten it to about \d+ characters$/);
    expect(() => renderPdf(mazes, { title: 'A very long title '.repeat(4), landscape: true })).not.toThrow();
  });

  test('mazes that are not there, of no drawable shape, or not solved for solution pages', () => {
    expect(messageOf(() => renderPdf([]))).toContain('non-empty array of mazes');
    const polar = { grid: { topology: 'polar' }, generator: 'x', seed: 's' } as unknown as Maze;
    expect(messageOf(() => renderPdf([mazes[0]!, polar]))).toContain('maze 2 has a "polar" grid with no shape geometry, so it cannot be drawn');
    const bare: Maze = { grid: new OrthogonalGrid(3, 3), generator: 'x', seed: 'plain' };
    expect(messageOf(() => renderPdf([mazes[0]!, bare], { solutions: true }))).toContain('maze 2 (seed "plain") has no solution');
    expect(messageOf(() => renderPdf({ ...mazes[0]!, goal: 400 }))).toContain('maze 1 goal must be a cell index from 0 to 399, got 400');
  });

  test('the renderer refuses other formats', () => {
    expect(messageOf(() => renderer.render(mazes[0]!, { format: 'svg' }))).toContain('format must be pdf, got "svg"');
  });
});
