import { runReadmeExample } from '@mazekit/testkit';

// The README's example imports what its Install line installs, runs, and prints what it shows.
runReadmeExample(new URL('../', import.meta.url), { picture: 'trace.svg' });
