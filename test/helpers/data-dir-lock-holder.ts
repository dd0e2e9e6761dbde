/**
 * A process that takes the data-directory lock as `serve` does, says so on stdout, and holds it until killed
 * (test/data-dir-lock.test.ts). Usage: node --import tsx test/helpers/data-dir-lock-holder.ts DATA_DIR
 */
import { lockDataDir } from '../../src/platform/db/data-dir-lock.js';

lockDataDir(process.argv[2]!, 'serve');
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 60_000);
