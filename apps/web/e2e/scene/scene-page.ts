// The 3D scene on a page of its own, served by Vite's dev server for dungeon3d.e2e.ts: the
// test hands it a maze as maze JSON (with or without its layout) and reads the picture back.
import { layoutCells, parseMaze, solve } from '@mazekit/core';
import { MazeScene } from '../../src/three/view.js';

const scene = new MazeScene(document.querySelector<HTMLElement>('#stage')!);
scene.setVisible(true);

declare global {
  interface Window {
    /** Shows the maze of `json`: its rock and doors when `layout`, solved when `route`. */
    showMaze(json: string, layout: boolean, route: boolean): void;
  }
}

window.showMaze = (json, layout, route) => {
  const maze = solve(parseMaze(json));
  scene.setMaze(maze.grid, { start: maze.start ?? -1, goal: maze.goal ?? -1, route: route ? maze.solution : undefined, dungeon: layout ? layoutCells(maze) : undefined });
};
