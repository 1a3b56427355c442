/*
 * The native yardstick: C translations of the bench's plain typed-array generators
 * (the files of src/reference), line for line: the same algorithm, the same data layout (one byte a
 * cell with the maze JSON bits, Int32 stacks and parents) and the same random stream (core's
 * sfc32 seeded by cyrb128 of the seed string, 15 rounds of warm-up, draws as doubles in
 * [0, 1)), so each makes the very maze its TypeScript twin makes. The bench compiles it with
 * `cc -O3` when a C compiler is present and prints the JavaScript times over these.
 *
 * usage: yardstick <algorithm> <width> <height> <levels> <seed> <warmups> <warmup-ms> <runs> <budget-ms>
 * Prints one JSON line: the 32-bit FNV-1a hash of the first maze (made from a fresh rng), then the
 * wall and CPU milliseconds of each timed run; like the JavaScript bench, every run after the
 * first draws on from the same rng.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  uint32_t a, b, c, d;
} Rng;

static double next(Rng *s) {
  uint32_t t = s->a + s->b + s->d;
  s->d = s->d + 1;
  s->a = s->b ^ (s->b >> 9);
  s->b = s->c + (s->c << 3);
  s->c = ((s->c << 21) | (s->c >> 11)) + t;
  return (double)t / 4294967296.0;
}

/* core's hashSeed (cyrb128) over the seed's characters; the seeds the bench uses are ASCII, one UTF-16 unit each. */
static Rng create_rng(const char *seed) {
  uint32_t h1 = 1779033703u, h2 = 3144134277u, h3 = 1013904242u, h4 = 2773480762u;
  for (const unsigned char *p = (const unsigned char *)seed; *p; p++) {
    uint32_t k = *p;
    h1 = h2 ^ ((h1 ^ k) * 597399067u);
    h2 = h3 ^ ((h2 ^ k) * 2869860233u);
    h3 = h4 ^ ((h3 ^ k) * 951274213u);
    h4 = h1 ^ ((h4 ^ k) * 2716044179u);
  }
  h1 = (h3 ^ (h1 >> 18)) * 597399067u;
  h2 = (h4 ^ (h2 >> 22)) * 2869860233u;
  h3 = (h1 ^ (h3 >> 17)) * 951274213u;
  h4 = (h2 ^ (h4 >> 19)) * 2716044179u;
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  Rng s = {h1, h2, h3, h4};
  for (int i = 0; i < 15; i++) next(&s);
  return s;
}

typedef struct {
  int width, height, levels, plane, size, degree;
  uint8_t *cells;
} Grid;

static uint8_t COUNT[64];
static uint8_t PICK[64 * 6];

static void tables(void) {
  for (int set = 0; set < 64; set++) {
    for (int d = 0; d < 6; d++)
      if (set & (1 << d)) PICK[set * 6 + COUNT[set]++] = (uint8_t)d;
  }
}

/* src/reference/backtracker.ts */
static void backtracker(Grid *g, Rng *rng) {
  uint8_t *cells = g->cells;
  const int width = g->width, plane = g->plane, size = g->size;
  const int last_row = plane - width, last_col = width - 1, multi = g->levels > 1;
  const int steps[6] = {-width, width, 1, -1, plane, -plane};
  int32_t *stack = malloc(sizeof(int32_t) * (size_t)size);
  int top = 0;
  int cur = (int)(next(rng) * size);
  for (;;) {
    const int col = cur % width;
    const int in_plane = multi ? cur % plane : cur;
    unsigned free_set = (in_plane >= width ? ((unsigned)(cells[cur - width] - 1) >> 31) : 0) |
                        (in_plane < last_row ? ((unsigned)(cells[cur + width] - 1) >> 31) << 1 : 0) |
                        (col != last_col ? ((unsigned)(cells[cur + 1] - 1) >> 31) << 2 : 0) |
                        (col != 0 ? ((unsigned)(cells[cur - 1] - 1) >> 31) << 3 : 0);
    if (multi) {
      free_set |= (cur + plane < size ? ((unsigned)(cells[cur + plane] - 1) >> 31) << 4 : 0) |
                  (cur >= plane ? ((unsigned)(cells[cur - plane] - 1) >> 31) << 5 : 0);
    }
    if (free_set == 0) {
      if (top == 0) break;
      cur = stack[--top];
      continue;
    }
    const int count = COUNT[free_set];
    int dir;
    if (count == 1) {
      dir = PICK[free_set * 6];
    } else {
      dir = PICK[free_set * 6 + (int)(next(rng) * count)];
      stack[top++] = cur;
    }
    const int nxt = cur + steps[dir];
    cells[cur] |= (uint8_t)(1 << dir);
    cells[nxt] |= (uint8_t)(1 << (dir ^ 1));
    cur = nxt;
  }
  free(stack);
}

static const int DX[6] = {0, 0, 1, -1, 0, 0};
static const int DY[6] = {-1, 1, 0, 0, 0, 0};
static const int DZ[6] = {0, 0, 0, 0, 1, -1};

static inline int open_directions(int x, int y, int z, int last_x, int last_y, int last_z) {
  return (y > 0 ? 1 : 0) | (y < last_y ? 2 : 0) | (x < last_x ? 4 : 0) | (x > 0 ? 8 : 0) | (z < last_z ? 16 : 0) | (z > 0 ? 32 : 0);
}

/* src/reference/wilson.ts */
static void wilson(Grid *g, Rng *rng) {
  enum { IN_TREE = 64 };
  uint8_t *cells = g->cells;
  const int width = g->width, height = g->height, levels = g->levels, plane = g->plane, size = g->size, degree = g->degree;
  const int steps[6] = {-width, width, 1, -1, plane, -plane};
  uint8_t *exitd = calloc((size_t)size, 1);
  cells[(int)(next(rng) * size)] |= IN_TREE;
  int sx = -1, sy = 0, sz = 0;
  for (int start = 0; start < size; start++) {
    if (++sx == width) {
      sx = 0;
      if (++sy == height) {
        sy = 0;
        sz++;
      }
    }
    if (cells[start] & IN_TREE) continue;
    int cell = start, x = sx, y = sy, z = sz;
    while (!(cells[cell] & IN_TREE)) {
      const int dir = (int)(next(rng) * degree);
      if (!((open_directions(x, y, z, width - 1, height - 1, levels - 1) >> dir) & 1)) continue;
      exitd[cell] = (uint8_t)dir;
      cell += steps[dir];
      x += DX[dir];
      y += DY[dir];
      z += DZ[dir];
    }
    cell = start;
    while (!(cells[cell] & IN_TREE)) {
      const int dir = exitd[cell];
      const int nxt = cell + steps[dir];
      cells[cell] |= (uint8_t)((1 << dir) | IN_TREE);
      cells[nxt] |= (uint8_t)(1 << (dir ^ 1));
      cell = nxt;
    }
  }
  for (int c = 0; c < size; c++) cells[c] &= (uint8_t)~IN_TREE;
  free(exitd);
}

/* src/reference/aldous-broder.ts */
static void aldous_broder(Grid *g, Rng *rng) {
  uint8_t *cells = g->cells;
  const int width = g->width, height = g->height, levels = g->levels, plane = g->plane, size = g->size, degree = g->degree;
  const int steps[6] = {-width, width, 1, -1, plane, -plane};
  int cell = (int)(next(rng) * size);
  int x = cell % width, y = (cell / width) % height, z = cell / plane;
  int remaining = size - 1;
  while (remaining > 0) {
    const int dir = (int)(next(rng) * degree);
    if (!((open_directions(x, y, z, width - 1, height - 1, levels - 1) >> dir) & 1)) continue;
    const int nxt = cell + steps[dir];
    if (cells[nxt] == 0) {
      cells[cell] |= (uint8_t)(1 << dir);
      cells[nxt] |= (uint8_t)(1 << (dir ^ 1));
      remaining--;
    }
    cell = nxt;
    x += DX[dir];
    y += DY[dir];
    z += DZ[dir];
  }
}

/* src/reference/kruskal.ts */
static void kruskal(Grid *g, Rng *rng) {
  uint8_t *cells = g->cells;
  const int width = g->width, height = g->height, levels = g->levels, plane = g->plane, size = g->size;
  const int count = (width - 1) * height * levels + width * (height - 1) * levels + plane * (levels - 1);
  int32_t *edges = malloc(sizeof(int32_t) * (size_t)(count > 0 ? count : 1));
  int k = 0;
  for (int c = 0; c < size; c++) {
    if (c % plane < plane - width) edges[k++] = (c << 3) | 1;
    if (c % width != width - 1) edges[k++] = (c << 3) | 2;
    if (c + plane < size) edges[k++] = (c << 3) | 4;
  }
  Rng s;
  s.a = (uint32_t)(next(rng) * 4294967296.0);
  s.b = (uint32_t)(next(rng) * 4294967296.0);
  s.c = (uint32_t)(next(rng) * 4294967296.0);
  s.d = (uint32_t)(next(rng) * 4294967296.0);
  for (int i = count - 1; i > 0; i--) {
    const int j = (int)(next(&s) * (i + 1));
    const int32_t e = edges[i];
    edges[i] = edges[j];
    edges[j] = e;
  }
  int32_t *parent = malloc(sizeof(int32_t) * (size_t)size);
  for (int c = 0; c < size; c++) parent[c] = -1;
  const int steps[5] = {0, width, 1, 0, plane};
  int left = size - 1;
  for (int i = 0; i < count && left > 0; i++) {
    const int32_t e = edges[i];
    const int p = e >> 3, dir = e & 7, q = p + steps[dir];
    int rp = p;
    while (parent[rp] >= 0) {
      const int up = parent[rp];
      if (parent[up] < 0) {
        rp = up;
        break;
      }
      parent[rp] = parent[up];
      rp = parent[up];
    }
    int rq = q;
    while (parent[rq] >= 0) {
      const int up = parent[rq];
      if (parent[up] < 0) {
        rq = up;
        break;
      }
      parent[rq] = parent[up];
      rq = parent[up];
    }
    if (rp == rq) continue;
    if (parent[rp] <= parent[rq]) {
      parent[rp] += parent[rq];
      parent[rq] = rp;
    } else {
      parent[rq] += parent[rp];
      parent[rp] = rq;
    }
    cells[p] |= (uint8_t)(1 << dir);
    cells[q] |= (uint8_t)(1 << (dir ^ 1));
    left--;
  }
  free(parent);
  free(edges);
}

static double now_ms(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

typedef void (*Carve)(Grid *, Rng *);

/* One run as the JavaScript bench times it: a new zeroed maze, carved. */
static uint8_t *run(Carve carve, int width, int height, int levels, Rng *rng) {
  Grid g = {width, height, levels, width * height, width * height * levels, levels > 1 ? 6 : 4, NULL};
  g.cells = calloc((size_t)g.size, 1);
  carve(&g, rng);
  return g.cells;
}

int main(int argc, char **argv) {
  if (argc != 10) {
    fprintf(stderr, "usage: yardstick <algorithm> <width> <height> <levels> <seed> <warmups> <warmup-ms> <runs> <budget-ms>\n");
    return 2;
  }
  const char *algorithm = argv[1];
  Carve carve = strcmp(algorithm, "backtracker") == 0     ? backtracker
                : strcmp(algorithm, "wilson") == 0        ? wilson
                : strcmp(algorithm, "aldous-broder") == 0 ? aldous_broder
                : strcmp(algorithm, "kruskal") == 0       ? kruskal
                                                          : NULL;
  if (carve == NULL) {
    fprintf(stderr, "yardstick: unknown algorithm %s\n", algorithm);
    return 2;
  }
  const int width = atoi(argv[2]), height = atoi(argv[3]), levels = atoi(argv[4]);
  const int warmups = atoi(argv[6]), runs = atoi(argv[8]);
  const double warmup_ms = atof(argv[7]), budget_ms = atof(argv[9]);
  const size_t size = (size_t)width * (size_t)height * (size_t)levels;
  tables();
  Rng first = create_rng(argv[5]);
  uint8_t *cells = run(carve, width, height, levels, &first);
  uint32_t hash = 2166136261u;
  for (size_t i = 0; i < size; i++) hash = (hash ^ cells[i]) * 16777619u;
  free(cells);
  /* The timed runs mirror the bench's timeRuns: warm-ups, then runs within the budget, one running rng. */
  Rng rng = create_rng(argv[5]);
  double spent = 0;
  for (int i = 0; (i < warmups || spent < warmup_ms) && spent < budget_ms / 4; i++) {
    const double t0 = now_ms(CLOCK_MONOTONIC);
    free(run(carve, width, height, levels, &rng));
    spent += now_ms(CLOCK_MONOTONIC) - t0;
  }
  printf("{\"hash\":\"%08x\",\"samplesMs\":[", hash);
  spent = 0;
  int n = 0;
  double cpu[4096];
  while (n < (runs > 1 ? runs : 1) && (n == 0 || spent < budget_ms) && n < 4096) {
    const double c0 = now_ms(CLOCK_PROCESS_CPUTIME_ID), t0 = now_ms(CLOCK_MONOTONIC);
    free(run(carve, width, height, levels, &rng));
    const double ms = now_ms(CLOCK_MONOTONIC) - t0;
    cpu[n] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
    printf("%s%.4f", n ? "," : "", ms);
    spent += ms;
    n++;
  }
  printf("],\"cpuMs\":[");
  for (int i = 0; i < n; i++) printf("%s%.4f", i ? "," : "", cpu[i]);
  printf("]}\n");
  return 0;
}
