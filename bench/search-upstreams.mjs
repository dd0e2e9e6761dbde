// Worker entry: registers tsx in this thread (workers do not inherit --import hooks on Node 20), then runs the TS file.
import { register } from 'tsx/esm/api';

register();
await import('./search-upstreams.ts');
