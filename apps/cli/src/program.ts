import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option, type CommanderError } from 'commander';
import { collect } from './option-text.js';
import { animateCommand, type AnimateFlags } from './commands/animate.js';
import { generateCommand, type GenerateFlags } from './commands/generate.js';
import { listCommand } from './commands/list.js';
import { renderCommand, type RenderFlags } from './commands/render.js';
import { solveCommand, type SolveFlags } from './commands/solve.js';
import { statsCommand } from './commands/stats.js';
import { patternCommand, type PatternFlags } from './commands/pattern.js';
import { addWindowCommand } from './commands/window.js';
import { EXIT_OK, EXIT_USAGE, errorLine } from './errors.js';
import { formatTable } from './formats.js';
import { addGeneratorFlags } from './generator-flags.js';
import { pluginMeta } from './plugin-meta.js';
import { CLI_DIR, type Registry } from './registry.js';
import { sizeFlag } from './shapes.js';
import { addStyleFlags } from './style.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const FONT_HELP = 'pdf: a TrueType or OpenType font (.ttf, .otf, .ttc, .woff) for text the built-in and installed script fonts lack, tried first; repeatable; embedded as a subset';

function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

/** A commander error message folded to one line, without commander's `error: ` prefix. */
function commanderLine(text: string): string {
  return errorLine(text.replace(/^error: /, ''));
}

/**
 * Builds the `mazekit` program. Renderers are loaded first because their style options
 * become flags; generators are imported only when a command needs them.
 */
export async function buildProgram(registry: Registry, argv: readonly string[]): Promise<Command> {
  // Only the commands that draw import the renderers, whose options become style flags;
  // `list`, `--version` and the others start without them.
  const drawingCommands = ['generate', 'render', 'window'];
  const drawing = drawingCommands.includes(argv[2] ?? '') || (argv[2] === 'help' && drawingCommands.includes(argv[3] ?? ''));
  const renderers = drawing ? (await registry.renderers()).loaded : [];
  const formats = formatTable(renderers).names.join('|');
  const generatorIds = registry.generators.map((g) => g.id).join(', ') || 'none installed';
  // The size flags of `generate`: width, height and levels, and every other size parameter of
  // an installed shape (polar's rings), read from the cached shape metadata.
  const generating = argv[2] === 'generate' || (argv[2] === 'help' && argv[3] === 'generate');
  // Generator options become flags of `generate` too (`--rooms 12`): both from one read of the cached metadata.
  const meta = generating ? await pluginMeta([...registry.shapePackages, ...registry.generators]) : undefined;
  const shapeMeta = meta ? meta.shapes.flatMap((r) => ('meta' in r ? [r.meta] : [])) : [];
  const generatorMeta = meta ? meta.generators.flatMap((r) => ('meta' in r ? [r.meta] : [])) : [];
  const extraSizes = new Map<string, { description: string; shapes: string[] }>();
  for (const shape of shapeMeta) {
    for (const p of shape.params) {
      if (p.name === 'width' || p.name === 'height' || p.name === 'levels') continue;
      const entry = extraSizes.get(p.name) ?? { description: p.description, shapes: [] };
      entry.shapes.push(`${shape.topology}, default ${String(p.default)}`);
      extraSizes.set(p.name, entry);
    }
  }
  const sizeNames = ['width', 'height', 'levels', ...extraSizes.keys()];

  const program = new Command('mazekit')
    .description('Generate, solve, render, animate and inspect mazes.')
    .version(version(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => process.stdout.write(s),
      writeErr: (s) => process.stderr.write(s),
      outputError: (s, write) => write(`${commanderLine(s)}\n`),
    })
    .showSuggestionAfterError(true)
    .addHelpText('after', examples(['mazekit generate --width 20 --height 10', 'mazekit generate -a wilson --seed 42 -o maze.svg', 'mazekit list', 'mazekit animate -a aldous-broder']));

  const generate = program
    .command('generate')
    .description('carve a new maze and print or save it')
    .option('-a, --algorithm <id>', `generator id (${generatorIds})`, 'backtracker')
    .option('--shape <name>', `grid shape (${registry.topologies.join(', ')}); default orthogonal`)
    .option('--width <n>', "columns (default 20; other shapes: their own, see `mazekit list`)")
    .option('--height <n>', "rows (default 10; other shapes: their own)")
    .option('--levels <n>', 'floors joined by stairs (default 1; multi-level generators and shapes only)');
  for (const [name, { description, shapes }] of extraSizes) generate.option(`${sizeFlag(name)} <n>`, `${description} (--shape ${shapes.join('; ')})`);
  generate
    .option('--mask <file>', 'switch cells off: a text mask (# or X on, . or space off; sets the board size unless --width or --height is given) or a PNG (dark pixels on)')
    .option('--keep-largest', 'with --mask: keep the largest connected region instead of refusing a mask whose cells do not all connect')
    .option('--seed <s>', 'seed; default a fresh random one, always recorded in json and stats')
    .option('-f, --format <name>', `${formats}; default: from --output's extension, else ascii on a terminal and json otherwise`)
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout')
    .option('--count <n>', 'make N mazes: JSON Lines (json, stats) or one booklet (pdf); seeds <seed>-1 .. <seed>-N', '1')
    .option('--jobs <n>', 'worker threads for --count (default: all cores when the batch is large)')
    .option('--braid <p>', 'remove this fraction (0..1) of dead ends, adding loops')
    .option('--solve', 'mark start and goal at the ends of the longest path and draw the solution')
    .option('--ends-at <rule>', 'name the entrance and exit in the maze: corners (first and last cell), longest (ends of the longest path) or border (two outer-wall cells from the seed)')
    .option('--pick <which>', 'with --count N: keep only the hardest or easiest of the N mazes by the difficulty score of `mazekit stats` (hardest|easiest)')
    .option('-O, --option <key=value>', "a generator option, repeatable (see `mazekit list`)", collect)
    .option('--font <file>', FONT_HELP, collect);
  const generatorFlags = addGeneratorFlags(generate, generatorMeta);
  const generateStyles = addStyleFlags(generate, renderers);
  generate
    .addHelpText(
      'after',
      examples([
        'mazekit generate --width 10 --height 5',
        'mazekit generate -a wilson --width 30 --height 15 --seed 42 --format unicode',
        'mazekit generate --solve -o maze.svg --cell-size 16',
        'mazekit generate -a aldous-broder --levels 3 --width 8 --height 8 -o tower.png',
        'mazekit generate -a wilson --levels 3 --width 10 --height 8 --solve -o tower.iso.svg',
        'mazekit generate --shape hex --width 30 --height 20 -a wilson --solve -o hex.svg',
        'mazekit generate --shape polar --rings 12 -a kruskal --heatmap -o polar.png',
        'mazekit generate --mask heart.txt --shape hex -a wilson -o heart.svg',
        'mazekit generate --count 1000 --format stats --width 50 --height 50 > stats.jsonl',
        'mazekit generate --count 50 --pick hardest --seed 7 --solve -o hardest.svg',
        'mazekit generate --braid 0.5 --seed 7 | mazekit render - --format svg -o braid.svg',
        'mazekit generate --count 30 --per-page 2 --solutions --title "Week 3" -o booklet.pdf',
        'mazekit generate --count 2 --per-page 2 --title "迷宫练习 Week 1" -o zh.pdf',
        'mazekit generate -a rooms --width 60 --height 40 --rooms 12 --room-size 3..9 --extra-doors 0.1 --dead-ends 0 -o level.tmj',
        'mazekit generate --title "Γράμματα" --font MyFont.ttf -o sheet.pdf',
      ]),
    )
    .action((flags: GenerateFlags, cmd: Command) => generateCommand(cmd.args, flags, registry, generateStyles, sizeNames, generatorFlags));

  const render = program
    .command('render')
    .description('draw maze JSON (a file, or - for stdin) in any format')
    .argument('<file>', 'maze JSON or JSON Lines; - reads stdin')
    .option('-f, --format <name>', `${formats}; default: from --output's extension, else ascii`)
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout')
    .option('--solve', 'add start, goal and solution before drawing')
    .option('--font <file>', FONT_HELP, collect);
  const renderStyles = addStyleFlags(render, renderers);
  render
    .addHelpText('after', examples(['mazekit render maze.json', 'mazekit render maze.json -o maze.png --cell-size 8', 'mazekit render mazes.jsonl -o book.pdf --per-page 4', 'mazekit generate --seed 1 | mazekit render - --format unicode']))
    .action((file: string, flags: RenderFlags, cmd: Command) => renderCommand(file, cmd.args.slice(1), flags, registry, renderStyles));

  const solverIds = registry.solvers.map((s) => s.id).join(', ') || 'none installed';
  program
    .command('solve')
    .description('add start, goal and solution to maze JSON (a file, or - for stdin)')
    .argument('<file>', 'maze JSON or JSON Lines; - reads stdin')
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout')
    .option('--solver <id>', `walk it with an installed solver (${solverIds}): the solution is its route, and a "solver" field holds its effort; default core's shortest path`)
    .option('--seed <s>', "with --solver: the seed of the solver's rng (default the maze's seed)")
    .option('--solver-option <key=value>', "with --solver: a solver option, repeatable (see `mazekit list`)", collect)
    .addHelpText(
      'after',
      examples([
        'mazekit solve maze.json -o solved.json',
        'mazekit generate --seed 3 | mazekit solve - | mazekit render - --format unicode',
        'mazekit generate --braid 0.5 --seed 3 | mazekit solve - --solver wall-follower --solver-option hand=left',
        'mazekit generate --shape hex --seed 3 | mazekit solve - --solver random-mouse --seed 9',
      ]),
    )
    .action((file: string, flags: SolveFlags, cmd: Command) => solveCommand(file, cmd.args.slice(1), flags, registry));

  program
    .command('stats')
    .description('print the statistics of maze JSON (a file, or - for stdin) as JSON')
    .argument('<file>', 'maze JSON or JSON Lines; - reads stdin')
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout')
    .addHelpText('after', examples(['mazekit stats maze.json', 'mazekit generate -a wilson --width 100 --height 100 | mazekit stats -']))
    .action((file: string, flags: { output?: string }, cmd: Command) => statsCommand(file, cmd.args.slice(1), flags, registry));

  program
    .command('pattern')
    .description('print the "10 PRINT" pattern of random ╱ and ╲: a pattern, not a perfect maze')
    .option('--width <n>', 'characters a row', '40')
    .option('--height <n>', 'rows', '40')
    .option('--seed <s>', 'seed; default a fresh random one (shown on stderr on a terminal)')
    .option('--ascii', 'draw with / and \\ instead of ╱ and ╲')
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout; - is stdout')
    .addHelpText(
      'after',
      `\nThe one-line "beggar's version" of a maze: each character is a coin toss between two diagonals.\nIt is a pattern, not a perfect maze: its passages may loop and need not all join. Use generate for a maze.\n${examples(['mazekit pattern', 'mazekit pattern --width 60 --height 20 --seed 10print', 'mazekit pattern --ascii > pattern.txt'])}`,
    )
    .action((flags: PatternFlags) => patternCommand(flags));

  program
    .command('list')
    .description('list the installed generators, renderers, shapes, solvers and formats')
    .option('--json', 'print the metadata as JSON')
    .addHelpText('after', examples(['mazekit list', 'mazekit list --json']))
    .action((flags: { json?: boolean }, cmd: Command) => listCommand(cmd.args, flags, registry));

  program
    .command('animate')
    .description('replay a generator (and a solver) step by step in the terminal')
    .option('-a, --algorithm <id>', `generator id (${generatorIds})`, 'backtracker')
    .option('--width <n>', 'columns (default: 20, less if the terminal is small)')
    .option('--height <n>', 'rows (default: 10, less if the terminal is small)')
    .option('--levels <n>', 'floors, drawn side by side', '1')
    .option('--seed <s>', 'seed; default a fresh random one')
    .option('-O, --option <key=value>', 'a generator option, repeatable', collect)
    .option('--fps <n>', 'frames per second', '30')
    .option('--steps-per-frame <n>', 'generator steps per frame (default: as many as finish in --duration)')
    .option('--duration <seconds>', 'how long the automatic speed aims for', '12')
    .option('--solver <id>', `after the carving, replay an installed solver walking the maze (${solverIds})`)
    .option('--solver-option <key=value>', 'with --solver: a solver option, repeatable', collect)
    .addOption(new Option('--color <mode>', 'colours: auto picks from NO_COLOR, COLORTERM and TERM').choices(['auto', 'truecolor', '256', '16', 'none']).default('auto'))
    .addHelpText(
      'after',
      `\nKeys: q or Ctrl-C quits, space pauses.\nWhen stdout is not a terminal, only the final frame is printed.\n${examples([
        'mazekit animate',
        'mazekit animate -a wilson --width 30 --height 15 --fps 60',
        'mazekit animate -a aldous-broder --levels 2 --width 8 --height 8',
        'mazekit animate --color none --seed 1 > final.txt',
        'mazekit animate --solver tremaux --width 20 --height 10',
      ])}`,
    )
    .action((flags: AnimateFlags, cmd: Command) => animateCommand(cmd.args, flags, registry));

  addWindowCommand(program, registry, renderers, formats, examples);
  // An extra word is named by the command's own parse step, not refused by commander.
  for (const command of program.commands) command.allowExcessArguments(true);

  return program;
}

/** The exit status of a commander error: 0 after --help and --version, 2 for every usage error. */
export function commanderExit(error: CommanderError): number {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT_OK;
  return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
}
